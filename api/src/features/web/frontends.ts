import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTES, type Config } from '../../config.js';

/** Files the shell must fetch fresh on every load, so a redeployed remote or shell is picked up at once. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'remotes.json', 'mf-manifest.json']);

function cacheHeaders(reply: FastifyReply, filePath: string): void {
  if (ALWAYS_REVALIDATE.has(path.basename(filePath))) reply.header('cache-control', 'no-cache');
}

const firstValue = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();

/** The origin the browser used, also behind a proxy that sets X-Forwarded-Proto/Host. */
export function requestOrigin(request: FastifyRequest): string {
  const proto = firstValue(request.headers['x-forwarded-proto']) || request.protocol;
  const host = firstValue(request.headers['x-forwarded-host']) || request.host;
  return `${proto}://${host}`;
}

/** Federation name → manifest URL: same origin by default, or the configured override. */
export function remotesManifest(config: Config, origin: string): Record<string, string> {
  return Object.fromEntries(REMOTES.map((r) => [r.name, config.remoteUrls[r.name] ?? `${origin}/remotes/${r.folder}/mf-manifest.json`]));
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>HarbourPulse</title></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem;">
<h1>HarbourPulse</h1>
<p>The web application is not built yet, so there is nothing to show here. Build it from the repository root with <code>npm run build</code>, then reload this page.</p>
<p>The API is running: see <a href="/api/docs">/api/docs</a>.</p>
</body></html>
`;

/**
 * Serves the built shell at `/` (with the single-page fallback) and each remote under `/remotes/<folder>/`,
 * all from one port. Builds are looked up under `config.webRoot` on every request, so a build made
 * while the server runs is served without a restart.
 */
export async function registerFrontends(app: FastifyInstance, config: Config): Promise<void> {
  const shellDist = path.join(config.webRoot, 'shell', 'dist');

  await app.register(fastifyStatic, { root: shellDist, prefix: '/', setHeaders: cacheHeaders, suppressWarning: true, index: ['index.html'] });
  for (const remote of REMOTES) {
    await app.register(fastifyStatic, {
      root: path.join(config.webRoot, remote.folder, 'dist'),
      prefix: `/remotes/${remote.folder}/`,
      decorateReply: false,
      suppressWarning: true,
      index: false,
      setHeaders: (reply, filePath) => {
        // The shell loads remotes from another origin when they are deployed on their own.
        reply.header('access-control-allow-origin', '*');
        cacheHeaders(reply, filePath);
      },
    });
  }

  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return remotesManifest(config, requestOrigin(request));
  });
}

/** For a GET outside /api and /remotes that matched no file: the shell's index.html (client-side routes), or a page saying it is not built. */
export async function sendShellPage(reply: FastifyReply, config: Config): Promise<void> {
  const shellDist = path.join(config.webRoot, 'shell', 'dist');
  if (existsSync(path.join(shellDist, 'index.html'))) {
    reply.header('cache-control', 'no-cache');
    await reply.sendFile('index.html', shellDist);
    return;
  }
  await reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(NOT_BUILT_PAGE);
}
