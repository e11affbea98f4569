import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { api } from 'shared/contract';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { Db } from './db/client.js';
import { authenticator } from './features/auth/authenticate.js';
import { analyticsRoutes } from './features/analytics/routes.js';
import { authRoutes } from './features/auth/routes.js';
import { exportRoutes } from './features/exports/routes.js';
import { feedRoutes } from './features/feeds/feed-routes.js';
import { ingestRoutes } from './features/ingest/routes.js';
import { sourceKeyAuthenticator } from './features/ingest/source-key.js';
import { miscRoutes } from './features/misc/routes.js';
import { overviewTermRoutes } from './features/overview-terms/routes.js';
import { postRoutes } from './features/posts/routes.js';
import { sourceRoutes } from './features/sources/routes.js';
import { userRoutes } from './features/users/routes.js';
import { registerFrontends, sendShellPage } from './features/web/frontends.js';
import { defineRoute, registerContractRoutes } from './http/contract-routes.js';
import { ApiFailure, SERVER_ERROR_TEXT } from './http/failure.js';
import { validationMessage } from './http/validation-message.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  config: Config;
  /** A migrated and seeded database. */
  db: Db;
  clock?: () => Date;
  /** Called when a request queued collector work (see AppContext.workQueued). */
  workQueued?: () => void;
  /** Request logging; off when omitted. */
  log?: { level?: string; stream?: { write(line: string): void } };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const ctx: AppContext = {
    db: options.db,
    config: options.config,
    clock: options.clock ?? (() => new Date()),
    workQueued: options.workQueued ?? (() => {}),
  };
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: ctx.config.trustProxy,
    logger: options.log
      ? {
          level: options.log.level ?? 'info',
          ...(options.log.stream ? { stream: options.log.stream } : {}),
          // Fastify logs no bodies; the session token header is hidden should headers ever be logged.
          redact: { paths: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'], censor: '[hidden]' },
        }
      : false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('session', null);
  app.decorateRequest('ingestSourceId', null);

  // An empty JSON body counts as no body (some clients send the header on DELETE without one).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'HarbourPulse API',
        version: '1.0.0',
        description:
          'Social listening and media monitoring for Hong Kong. Every reply is `{ result: "success", data, ... }` or `{ result: <code>, error: <message> }`. Every call except login and health sends the session token in the `token` header.',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          sourceKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await registerFrontends(app, ctx.config);

  const authenticators = { session: authenticator(ctx), sourceKey: sourceKeyAuthenticator(ctx) };
  registerContractRoutes(
    app,
    [
      ...authRoutes(ctx),
      ...userRoutes(ctx),
      ...miscRoutes(ctx),
      ...feedRoutes(ctx),
      ...ingestRoutes(ctx),
      ...sourceRoutes(ctx),
      ...postRoutes(ctx),
      ...exportRoutes(app, ctx, authenticators.session),
      ...analyticsRoutes(ctx),
      ...overviewTermRoutes(ctx),
      defineRoute(api.system.health, async () => {
        await ctx.db.execute(sql`select 1`);
        return { result: 'success' as const, data: { status: 'ok' as const } };
      }),
    ],
    authenticators,
  );

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.code(404).send({ result: 'not_found', error: `There is no API call ${request.method} ${url}` });
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/remotes/')) {
      return sendShellPage(reply, ctx.config);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof ApiFailure) return reply.code(error.status).send({ result: error.code, error: error.message });
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ result: 'invalid_request', error: validationMessage(error.validation, error.validationContext) });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ result: 'payload_too_large', error: `The request body is larger than the limit of ${BODY_LIMIT_BYTES / 1024 / 1024} MiB` });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({ result: 'invalid_request', error: 'Send the request body as JSON (Content-Type: application/json)' });
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(400).send({ result: 'invalid_request', error: 'The request body is not valid JSON' });
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ result: 'invalid_request', error: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ result: 'server_error', error: SERVER_ERROR_TEXT });
  });

  return app;
}
