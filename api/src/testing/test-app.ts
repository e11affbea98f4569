import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { prepareDatabase } from '../db/setup.js';
import type { Db } from '../db/client.js';
import { createTestDatabase } from './test-database.js';
import { createUser, findUser } from '../features/accounts/accounts.js';

/** A clock tests can move forward. */
export class TestClock {
  constructor(private current = new Date('2026-11-20T04:00:00Z')) {}
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: TestClock;
  close(): Promise<void>;
}

/** Configuration as the server reads it from an empty environment, with an empty web root unless given. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'hp-web-'));
  return { ...loadConfig({ WEB_ROOT: webRoot }, webRoot), ...overrides };
}

/** The whole API over a fresh migrated database with the reference lists and demo data. */
export async function startTestApp(options: { config?: Partial<Config>; log?: { stream: { write(line: string): void } } } = {}): Promise<TestApp> {
  const { database, dispose } = await createTestDatabase();
  const clock = new TestClock();
  const config = testConfig(options.config);
  // The demo stream's history is left out: suites that collect queue their own posts.
  await prepareDatabase(database, { seedDemo: true, demoStream: false, now: clock.now() });
  const app = await buildApp({ config, db: database.db, clock: clock.now, ...(options.log ? { log: options.log } : {}) });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    clock,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/** Logs in through the API and answers the token. */
export async function login(app: FastifyInstance, username: string, password: string, remoteAddress = '127.0.0.1'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password }, remoteAddress });
  const body = res.json() as { token?: string; error?: string };
  if (res.statusCode !== 200 || !body.token) throw new Error(`Login of ${username} failed: ${res.statusCode} ${body.error}`);
  return body.token;
}

/**
 * A second user of the demo analyst's account ('colleague'), logged in; feeds are granted to it separately, so
 * suites test read-only and shared access. Answers the token.
 */
export async function logInColleague(t: Pick<TestApp, 'app' | 'db'>): Promise<string> {
  const account = (await findUser(t.db, 'analyst'))!.accountId;
  await createUser(t.db, { accountId: account, username: 'colleague', password: 'colleague-1', displayName: 'Colin Colleague', email: 'colin@harbouranalytics.hk' });
  return login(t.app, 'colleague', 'colleague-1');
}
