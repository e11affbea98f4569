// Request cost of the API's session path, as ratios against GET /api/health measured in the same run.
// Runs the built product (npm run build first) on embedded PGlite in a fresh data folder.
//   node bench/api-requests.mjs [--requests 2000] [--concurrency 8]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const REQUESTS = arg('requests', 2000);
const CONCURRENCY = arg('concurrency', 8);
const LOGINS = Math.max(20, Math.round(REQUESTS / 40));
const PORT = 18000 + Math.floor(Math.random() * 1000);
const BASE = `http://127.0.0.1:${PORT}`;

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'hp-bench-'));
  const env = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'main.js')], { env, stdio: 'ignore' });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return { child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start');
}

/** Sends `count` requests with `concurrency` in flight; returns latencies (ms) and wall time. */
async function load(count, concurrency, send) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < count) {
      next++;
      const t = performance.now();
      const reply = await send();
      if (!reply.ok) throw new Error(`request failed: ${reply.status} ${await reply.text()}`);
      await reply.arrayBuffer();
      latencies.push(performance.now() - t);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const wall = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { rps: (count / wall) * 1000, p50: pct(50), p95: pct(95) };
}

const { child, dataDir } = await startServer();
try {
  const login = () =>
    fetch(`${BASE}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'analyst', password: 'analyst-demo' }),
    });
  const { token } = await (await login()).json();
  const authed = (path) => () => fetch(`${BASE}${path}`, { headers: { token } });

  // Warm-up, so JIT and the database caches do not count against the first case.
  await load(200, CONCURRENCY, () => fetch(`${BASE}/api/health`));
  await load(200, CONCURRENCY, authed('/api/users/liveaccess'));

  const cases = [
    ['GET /api/health (baseline: no session, no database)', REQUESTS, () => fetch(`${BASE}/api/health`)],
    ['GET /api/users/config (session check + 1 query)', REQUESTS, authed('/api/users/config')],
    ['GET /api/misc/list/sites (session check + reference list)', REQUESTS, authed('/api/misc/list/sites')],
    ['GET /api/users/liveaccess (session check + access join)', REQUESTS, authed('/api/users/liveaccess')],
    ['POST /api/users/login (argon2id verify + new session)', LOGINS, login],
  ];
  const results = [];
  for (const [name, count, send] of cases) results.push({ name, count, ...(await load(count, CONCURRENCY, send)) });

  const base = results[0];
  const date = new Date().toISOString().slice(0, 10);
  console.log(`API request path — ${date}, Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, embedded PGlite, concurrency ${CONCURRENCY}\n`);
  console.log('| call | requests | req/s | p50 ms | p95 ms | cost vs baseline (time per request) |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(`| ${r.name} | ${r.count} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${(base.rps / r.rps).toFixed(2)}× |`);
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
