import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { api } from 'shared/contract';
import { jobs, posts, sources, tasks, users } from '../db/schema.js';
import { InputError } from '../errors.js';
import { findAccount, findUser } from '../features/accounts/accounts.js';
import { sourceForKey } from '../features/ingest/source-key.js';
import { login, startTestApp, type TestApp } from '../testing/test-app.js';
import { Collector } from '../features/ingestion/collector.js';
import { runCommand } from './commands.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const run = (...argv: string[]) => runCommand(t.db, argv, t.clock.now());

describe('admin commands', () => {
  it('create an account with its plan and a user who can log in', async () => {
    expect(
      await run('create-account', '--name', 'Kowloon Retail Group', '--live-limit', 'unlimited', '--adhoc-limit', '2', '--export-pm', '5', '--smart-feed', '--date-from', '2025-01-01', '--trend-access', 'all'),
    ).toMatch(/^Created account \d+ 'Kowloon Retail Group': unlimited live \/ 2 ad-hoc feeds, trend access all labels$/);
    const account = await findAccount(t.db, 'Kowloon Retail Group');
    expect(account).toMatchObject({ liveLimit: null, adhocLimit: 2, exportPm: 5, smartFeed: true, alert: false, kwPt: 20 });
    expect(account.dateFrom?.toISOString()).toBe('2024-12-31T16:00:00.000Z');

    expect(await run('create-user', '--account', String(account.id), '--username', 'kr.lee', '--password', 'retail-pass', '--display-name', 'K. R. Lee', '--email', 'lee@krg.hk')).toMatch(
      /^Created user \d+ 'kr.lee' in account 'Kowloon Retail Group'$/,
    );
    const user = (await findUser(t.db, 'KR.LEE'))!;
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const token = await login(t.app, 'kr.lee', 'retail-pass');
    const info = (await t.app.inject({ method: 'GET', url: api.users.info.path, headers: { token } })).json();
    expect(info.data.acc_level).toMatchObject({ live_limit: null, adhoc_limit: 2, date_from: Date.parse('2025-01-01T00:00:00+08:00') });
  });

  it('reset a password and end the sessions of that user', async () => {
    const token = await login(t.app, 'starter', 'starter-demo');
    expect(await run('reset-password', '--username', 'starter', '--password', 'new-starter-pass')).toMatch(/sessions have ended/);
    expect((await t.app.inject({ method: 'GET', url: api.users.config.path, headers: { token } })).statusCode).toBe(401);
    await login(t.app, 'starter', 'new-starter-pass');
  });

  it('grant and revoke feed access within the account only', async () => {
    const [feed] = await t.db.select().from(tasks).where(eq(tasks.name, 'Harbourfront cafés'));
    await run('create-user', '--account', 'Starter Studio', '--username', 'intern1', '--password', 'intern-pass', '--display-name', 'Ivy Intern', '--email', 'ivy@starterstudio.hk');
    expect(await run('grant', '--username', 'intern1', '--task', String(feed!.id), '--read-only')).toBe(`'intern1' may now read feed ${feed!.id}`);
    const token = await login(t.app, 'intern1', 'intern-pass');
    const listed = (await t.app.inject({ method: 'GET', url: api.users.liveaccess.path, headers: { token } })).json().data;
    expect(listed).toEqual([expect.objectContaining({ task_id: feed!.id, readable: true, writable: false })]);

    const [other] = await t.db.select().from(tasks).where(eq(tasks.name, 'MTR service disruptions'));
    await expect(run('grant', '--username', 'intern1', '--task', String(other!.id))).rejects.toThrow(/belongs to another account/);

    expect(await run('revoke', '--username', 'intern1', '--task', String(feed!.id))).toMatch(/no longer has access/);
    await expect(run('revoke', '--username', 'intern1', '--task', String(feed!.id))).rejects.toThrow(/has no access/);
  });

  it('list accounts and users', async () => {
    const accounts = await run('list-accounts');
    expect(accounts).toMatch(/Harbour Analytics\t1 user\(s\)\tlive 10, ad-hoc 6/);
    expect(accounts).toMatch(/Starter Studio/);
    expect(await run('list-users')).toMatch(/analyst\tAda Analyst <ada.analyst@harbouranalytics.hk>\tHarbour Analytics/);
    expect(await run('help')).toMatch(/create-account --name N/);
  });

  it.each([
    [['create-account'], 'create-account needs --name'],
    [['create-account', '--name', 'Harbour Analytics'], "An account named 'Harbour Analytics' already exists"],
    [['create-account', '--name', 'X Co', '--live-limit', 'many'], "--live-limit must be a whole number or 'unlimited' (got 'many')"],
    [['create-account', '--name', 'X Co', '--date-from', '2025-02-30'], '--date-from must be a date written YYYY-MM-DD'],
    [['create-account', '--name', 'X Co', '--trend-access', 'some'], "--trend-access must be 'all' or 'none'"],
    [['create-account', '--name', 'X Co', '--colour', 'blue'], 'create-account does not take --colour'],
    [['create-user', '--account', 'Nope Ltd', '--username', 'someone', '--password', 'secret1', '--display-name', 'S', '--email', 's@x.hk'], "No account 'Nope Ltd'"],
    [['create-user', '--account', '1', '--username', 'ANALYST', '--password', 'secret1', '--display-name', 'S', '--email', 's@x.hk'], "The username 'ANALYST' is taken"],
    [['create-user', '--account', '1', '--username', 'newbie', '--password', '123', '--display-name', 'S', '--email', 's@x.hk'], 'The password must be at least 6 characters'],
    [['create-user', '--account', '1', '--username', 'newbie', '--password', 'secret1', '--display-name', 'S', '--email', 'not-mail'], "'not-mail' is not an e-mail address"],
    [['reset-password', '--username', 'ghost-user', '--password', 'secret1'], "No user 'ghost-user'"],
    [['grant', '--username', 'analyst', '--task', 'abc'], "--task must be a whole number (got 'abc')"],
    [['grant', '--username', 'analyst', '--task', '99999'], 'No feed with id 99999'],
    [['grant-admin', '--username', 'ghost-user'], "No user 'ghost-user'"],
    [['frobnicate'], "Unknown command 'frobnicate'"],
    [['list-users', 'extra'], "Unexpected argument 'extra'"],
  ])('refuse %j with a clear message', async (argv, message) => {
    const attempt = run(...argv);
    await expect(attempt).rejects.toBeInstanceOf(InputError);
    await expect(attempt).rejects.toThrow(message);
  });
});

describe('administrators', () => {
  it('create a user who may change the source registry, and take that away again', async () => {
    expect(
      await run('create-user', '--account', 'Harbour Analytics', '--username', 'ops.wong', '--password', 'ops-pass', '--display-name', 'Ops Wong', '--email', 'ops@harbourpulse.hk', '--admin'),
    ).toMatch(/^Created administrator \d+ 'ops.wong'/);
    const token = await login(t.app, 'ops.wong', 'ops-pass');
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: api.sources.create.path,
        headers: { token },
        payload: { name: 'Ops push', kind: 'ingest', target: '', medium: 'News', site: 'Ops', label_id: null, poll_interval_s: 600, enabled: true, allow_private: false },
      });
    expect((await create()).statusCode).toBe(200);

    expect(await run('revoke-admin', '--username', 'OPS.WONG')).toBe("'ops.wong' is no longer an administrator");
    expect((await create()).statusCode).toBe(403);
    expect(await run('grant-admin', '--username', 'ops.wong')).toBe("'ops.wong' is now an administrator");
    expect((await findUser(t.db, 'ops.wong'))!.isAdmin).toBe(true);
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.username, 'ops.wong'));
  });
});

describe('source commands', () => {
  const sourceNamed = async (name: string) => (await t.db.select().from(sources).where(eq(sources.name, name)))[0]!;

  it('add polled and pushed sources, listed with their health', async () => {
    expect(
      await run('add-source', '--name', 'RTHK local', '--kind', 'rss', '--target', 'https://rthk.hk/rthk/news/rss/e_expressnews_elocal.xml', '--medium', 'News', '--site', 'RTHK', '--label-id', '2'),
    ).toMatch(/^Created source \d+ 'RTHK local' \(rss\)$/);
    expect(await run('add-source', '--name', 'Newsroom push', '--kind', 'ingest', '--medium', 'News', '--site', 'Newsroom', '--disabled', '--interval-s', '3600')).toMatch(/\(ingest\)$/);
    expect(await sourceNamed('Newsroom push')).toMatchObject({ target: '', enabled: false, pollIntervalS: 3600, labelId: null, allowPrivate: false, nextPollAt: null });

    const now = t.clock.now().getTime();
    const rthk = await sourceNamed('RTHK local');
    expect(rthk).toMatchObject({ pollIntervalS: 900, labelId: 2, enabled: true, nextPollAt: t.clock.now() });
    await t.db
      .update(sources)
      .set({ lastSuccessAt: new Date(now - 5 * 60_000), lastErrorAt: new Date(now - 2 * 3_600_000), lastError: 'HTTP 503', failures: 0, postsCollected: 42, lagMs: 180_000, nextPollAt: new Date(now + 10 * 60_000) })
      .where(eq(sources.id, rthk.id));

    const lines = (await run('list-sources')).split('\n');
    expect(lines.find((l) => l.includes('RTHK local'))).toBe(
      `${rthk.id}\tRTHK local\trss\thttps://rthk.hk/rthk/news/rss/e_expressnews_elocal.xml\tNews/RTHK\tlast success 5 minutes ago\tlast error 2 hours ago: HTTP 503\t42 posts\tlag 3 minutes\tnext poll in 10 minutes`,
    );
    expect(lines.find((l) => l.includes('Newsroom push'))).toMatch(/\tingest \(disabled\)\t-\tNews\/Newsroom\tlast success never\tno errors\t0 posts\tlag unknown\tnot polled$/);
  });

  it('change only the options given', async () => {
    const rthk = await sourceNamed('RTHK local');
    expect(await run('update-source', '--id', String(rthk.id), '--disabled', '--label-id', 'none', '--allow-private')).toBe(`Updated source ${rthk.id} 'RTHK local'`);
    expect(await sourceNamed('RTHK local')).toMatchObject({ ...rthk, enabled: false, labelId: null, allowPrivate: true });
    await run('update-source', '--id', String(rthk.id), '--enabled', '--deny-private', '--target', 'https://rthk.hk/rthk/news/rss/c_expressnews_clocal.xml');
    expect(await sourceNamed('RTHK local')).toMatchObject({ enabled: true, allowPrivate: false, target: 'https://rthk.hk/rthk/news/rss/c_expressnews_clocal.xml', postsCollected: 42, failures: 0, nextPollAt: t.clock.now() });
  });

  it('print a new ingest key once, then remove the source', async () => {
    const push = await sourceNamed('Newsroom push');
    await run('update-source', '--id', String(push.id), '--enabled');
    const output = await run('source-key', '--id', String(push.id));
    const key = output.split('\n')[1]!;
    expect(output.split('\n')[0]).toBe(`New ingest key of source ${push.id} 'Newsroom push'; it is shown only now and the previous key no longer works:`);
    expect(await sourceForKey(t.db, key)).toBe(push.id);
    expect(await run('list-sources')).toMatch(/Newsroom push.*\tingest key set$/m);

    expect(await run('remove-source', '--id', String(push.id))).toBe(`Removed source ${push.id} 'Newsroom push'; the posts it collected stay in the archive`);
    expect(await sourceForKey(t.db, key)).toBeNull();
  });

  it.each([
    [['add-source', '--name', 'X', '--medium', 'News', '--site', 'X'], 'add-source needs --kind'],
    [['add-source', '--name', 'X', '--kind', 'gopher', '--medium', 'News', '--site', 'X'], '--kind: '],
    [['add-source', '--name', 'X', '--kind', 'rss', '--target', 'https://x.hk/feed', '--medium', 'Radio', '--site', 'X'], '--medium: '],
    [['add-source', '--name', 'X', '--kind', 'rss', '--target', 'https://x.hk/feed', '--medium', 'News', '--site', 'X', '--interval-s', '10'], '--interval-s: '],
    [['add-source', '--name', 'X', '--kind', 'rss', '--medium', 'News', '--site', 'X'], "A source of kind 'rss' needs a target"],
    [['add-source', '--name', 'X', '--kind', 'file', '--target', 'posts.jsonl', '--medium', 'News', '--site', 'X'], "A source of kind 'file' takes no target"],
    [['add-source', '--name', 'X', '--kind', 'demo', '--medium', 'News', '--site', 'X'], 'Demo sources are made by the demo data'],
    [['add-source', '--name', 'RTHK local', '--kind', 'ingest', '--medium', 'News', '--site', 'X'], "A source named 'RTHK local' already exists"],
    [['add-source', '--name', 'X', '--kind', 'ingest', '--medium', 'News', '--site', 'X', '--label-id', 'food'], "--label-id must be a label id or 'none' (got 'food')"],
    [['add-source', '--name', 'X', '--kind', 'ingest', '--medium', 'News', '--site', 'X', '--label-id', '999'], 'No industry label with id 999'],
    [['update-source', '--id', '99999', '--disabled'], 'No source with id 99999'],
    [['add-source', '--name', 'X', '--kind', 'ingest', '--medium', 'News', '--site', 'X', '--enabled', '--disabled'], 'Give --enabled or --disabled, not both'],
    [['remove-source', '--id', '99999'], 'No source with id 99999'],
    [['source-key', '--id', 'abc'], "--id must be a whole number (got 'abc')"],
    [['list-sources', '--verbose'], 'list-sources does not take --verbose'],
  ])('refuse %j with a clear message', async (argv, message) => {
    const attempt = run(...argv);
    await expect(attempt).rejects.toBeInstanceOf(InputError);
    await expect(attempt).rejects.toThrow(message);
  });

  it('import posts from CSV and JSON lines files, skipping bad rows with their line numbers', async () => {
    const added = await run('add-source', '--name', 'Agency archive', '--kind', 'file', '--medium', 'News', '--site', 'HK01');
    const id = /Created source (\d+)/.exec(added)![1]!;
    const samples = path.join(__dirname, '..', 'features', 'collection', 'import', 'samples');
    expect(await run('import-posts', '--source', id, '--file', path.join(samples, 'sample-posts.csv'))).toBe(`Queued 10 posts in 1 batches for source ${id}.`);
    expect(await run('import-posts', '--source', id, '--file', path.join(samples, 'sample-posts.jsonl'))).toBe(`Queued 10 posts in 1 batches for source ${id}.`);

    const broken = path.join(os.tmpdir(), `hp-import-${process.pid}.csv`);
    writeFileSync(broken, 'source_id,post_message,unix_timestamp\nok-1,Fine post,1763600000000\nbad-1,,1763600000000\nbad-2,No time,soon\n');
    const report = await run('import-posts', '--source', id, '--file', broken);
    expect(report).toContain('Queued 1 posts in 1 batches');
    expect(report).toContain('2 rows were skipped');
    expect(report).toContain('line 3: post_message');
    expect(report).toContain('line 4: unix_timestamp');

    await new Collector({ db: t.db, clock: t.clock.now }).runUntilIdle();
    expect(await t.db.select().from(jobs).where(eq(jobs.kind, 'ingest'))).toEqual([]);
    expect((await t.db.select().from(posts).where(eq(posts.sourceRef, Number(id)))).length).toBe(21);
  });

  it.each([
    [['import-posts', '--source', '999', '--file', 'x.csv'], 'No source with id 999'],
    [['import-posts', '--source', '1', '--file', 'posts.xlsx'], '.csv'],
    [['import-posts', '--source', '1', '--file', 'missing.csv'], 'There is no file missing.csv'],
  ])('refuse a bad import: %j', async (argv, message) => {
    const attempt = run(...argv);
    await expect(attempt).rejects.toBeInstanceOf(InputError);
    await expect(attempt).rejects.toThrow(message);
  });
});
