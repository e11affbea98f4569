import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
}

/** A port nothing listens on yet (bound and released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    try {
      const reply = await fetch(`${url}/api/health`);
      if (reply.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy within 60 s:\n${output()}`);
}

/** Starts the built product as `npm start` runs it: embedded PGlite in a fresh data folder, demo data seeded. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hp-e2e-'));
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'main.js')], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  return { url, dataDir, process: child };
}

export async function stopServer(server: RunningServer): Promise<void> {
  if (server.process.exitCode === null) {
    const exited = new Promise((r) => server.process.once('exit', r));
    server.process.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (server.process.exitCode === null) server.process.kill('SIGKILL');
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}
