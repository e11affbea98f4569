// `npm test`: type checks, unit and API tests (PGlite, plus PostgreSQL when DATABASE_URL is set), then browser tests in Chromium.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, checkNode, ensureBuilt, ensureInstalled, fail, log, run, typecheckAll } from './workspace.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    log('Chromium is missing: installing the Debian package `chromium`…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update', '-qq'], { env })) === 0 && (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) === 0 && existsSync(CHROMIUM)) return;
  }
  fail(`The browser tests need Chromium at ${CHROMIUM}. Install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH, then run npm test again.`);
}

/** Runs one Jest configuration and returns its counts from the JSON report. */
async function jest(label, args, env = process.env) {
  const dir = mkdtempSync(join(tmpdir(), 'hp-jest-'));
  const report = join(dir, 'report.json');
  log(label);
  const code = await run(join(ROOT, 'node_modules', '.bin', 'jest'), ['--ci', '--json', `--outputFile=${report}`, ...args], { env });
  let counts = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    counts = { passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0), skipped: r.numPendingTests + (r.numTodoTests ?? 0) };
  }
  rmSync(dir, { recursive: true, force: true });
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

checkNode();
await ensureInstalled();
await typecheckAll();
await ensureBuilt();

const { DATABASE_URL, ...embeddedEnv } = process.env;
const runs = [];
runs.push(['unit and API (PGlite)', await jest('Unit and API tests on embedded PGlite…', ['--config', 'jest.config.cjs'], embeddedEnv)]);
if (DATABASE_URL) {
  runs.push(['API (PostgreSQL)', await jest('API tests on PostgreSQL (DATABASE_URL)…', ['--config', 'jest.config.cjs', '--selectProjects', 'api'])]);
}
await ensureChromium();
runs.push(['browser', await jest('Browser tests in Chromium…', ['--config', 'e2e/jest.config.cjs', '--runInBand'])]);

const sum = (key) => runs.reduce((total, [, counts]) => total + counts[key], 0);
const passed = sum('passed');
const failed = sum('failed');
const skipped = sum('skipped');
process.stdout.write(`\n${runs.map(([label, c]) => `${label}: ${c.passed} passed, ${c.failed} failed`).join('; ')}\n`);
process.stdout.write(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
process.exit(failed > 0 ? 1 : 0);
