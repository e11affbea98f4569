// Helpers shared by the start, build, test and dev scripts: run commands, install, build what changed.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).packageManager.split('@')[1];

/** Build order: shared first (the API runs its compiled form), then the API and the five frontends. */
export const PACKAGES = ['shared', 'api', 'shell', 'mfe-feeds', 'mfe-posts', 'mfe-analytics', 'mfe-trend'];

export function log(message) {
  process.stdout.write(`\x1b[36m▸\x1b[0m ${message}\n`);
}

export function fail(message) {
  process.stderr.write(`\n\x1b[31m✖ ${message}\x1b[0m\n`);
  process.exit(1);
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function mustRun(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) fail(`${command} ${args.join(' ')} failed (exit ${code})`);
}

export function pnpm(args, options) {
  return mustRun('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], options);
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) fail(`Node 20.19 or newer is needed; this is ${process.versions.node}.`);
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = join(ROOT, 'node_modules', '.pnpm', 'lock.yaml');
  const lock = join(ROOT, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installing dependencies (pnpm, from the lockfile)…');
  await pnpm(['install', '--frozen-lockfile']);
}

const SKIP = new Set(['node_modules', 'dist', 'coverage', '.turbo', '@mf-types']);

function collectFiles(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.build')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) collectFiles(path, out);
    else out.push(path);
  }
  return out;
}

/** A fingerprint of everything a package's build reads: its files, shared's sources and the build tooling. */
function fingerprint(pkg) {
  const inputs = [join(ROOT, pkg), join(ROOT, 'shared', 'src'), join(ROOT, 'tooling')].filter(existsSync);
  const files = [...new Set(inputs.flatMap((dir) => collectFiles(dir, [])))].sort();
  const hash = createHash('sha256');
  for (const file of [...files, join(ROOT, 'pnpm-lock.yaml')]) {
    const stat = statSync(file);
    hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** Builds each package whose inputs changed since its last build. */
export async function ensureBuilt({ force = false } = {}) {
  for (const pkg of PACKAGES) {
    const stamp = join(ROOT, pkg, 'dist', '.build-stamp');
    const print = fingerprint(pkg);
    if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === print) continue;
    log(`Building ${pkg}…`);
    await pnpm(['--filter', pkg, 'run', 'build']);
    writeFileSync(stamp, print);
  }
}

/** Each package's own `typecheck` script (some packages check more than one tsconfig). */
export async function typecheckAll() {
  log('Type-checking every package…');
  await pnpm(['--recursive', '--workspace-concurrency=2', 'run', 'typecheck']);
}
