import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The federated frontends, by the folder that holds each build and the name the shell loads it by. */
export const REMOTES = [
  { folder: 'mfe-feeds', name: 'mfe_feeds' },
  { folder: 'mfe-posts', name: 'mfe_posts' },
  { folder: 'mfe-analytics', name: 'mfe_analytics' },
  { folder: 'mfe-trend', name: 'mfe_trend' },
] as const;
export type RemoteName = (typeof REMOTES)[number]['name'];

export interface LoginRateLimit {
  /** Failed attempts for one username within the window before further attempts are refused. */
  perUsername: number;
  /** Failed attempts from one address within the window. */
  perAddress: number;
  windowMinutes: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite in `dataDir/pgdata` is used. */
  databaseUrl: string | undefined;
  contact: { phone: string; email: string };
  sessionTtlMinutes: number;
  loginRateLimit: LoginRateLimit;
  /** The repository root, where the frontend builds (`shell/dist` and each remote's `dist`) are looked up. */
  webRoot: string;
  /** Behind a load balancer: take the client address from X-Forwarded-For (for login rate limits and sessions). */
  trustProxy: boolean;
  /** Create the demo accounts and feeds on the first start (SEED_DEMO=false for a production database). */
  seedDemo: boolean;
  /** Run the collector (job queue, source polls, feed fills) in this process; off for API-only processes. */
  collect: boolean;
  /** Manifest URLs that replace the same-origin default of a remote in `remotes.json`. */
  remoteUrls: Partial<Record<RemoteName, string>>;
}

export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be a whole number of at least ${min} (got '${raw}')`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got '${env[name]}')`);
}

function text(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  return raw ? raw : fallback;
}

/** The repository root seen from this file: `api/src` in development, `api/dist` once built. */
function defaultWebRoot(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const remoteUrls: Partial<Record<RemoteName, string>> = {};
  for (const remote of REMOTES) {
    const url = env[`REMOTE_${remote.name.toUpperCase()}_URL`]?.trim();
    if (url) remoteUrls[remote.name] = url;
  }
  return {
    port: integer(env, 'PORT', 8080, 0),
    host: text(env, 'HOST', '0.0.0.0'),
    dataDir: path.resolve(cwd, text(env, 'DATA_DIR', './data')),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    contact: {
      phone: text(env, 'CONTACT_PHONE', '+852 3000 0000'),
      email: text(env, 'CONTACT_EMAIL', 'support@harbourpulse.hk'),
    },
    sessionTtlMinutes: integer(env, 'SESSION_TTL_MINUTES', 30, 1),
    loginRateLimit: {
      perUsername: integer(env, 'LOGIN_MAX_FAILURES_PER_USERNAME', 5, 1),
      perAddress: integer(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 20, 1),
      windowMinutes: integer(env, 'LOGIN_FAILURE_WINDOW_MINUTES', 15, 1),
    },
    webRoot: path.resolve(cwd, text(env, 'WEB_ROOT', defaultWebRoot())),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    seedDemo: flag(env, 'SEED_DEMO', true),
    collect: flag(env, 'COLLECT', true),
    remoteUrls,
  };
}
