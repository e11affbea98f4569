import { eq } from 'drizzle-orm';
import { api } from 'shared/contract';
import { tasks } from '../db/schema.js';
import { InputError } from '../errors.js';
import { findAccount, findUser } from '../features/accounts/accounts.js';
import { login, startTestApp, type TestApp } from '../testing/test-app.js';
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
    expect(accounts).toMatch(/Harbour Analytics\t1 user\(s\)\tlive 10, ad-hoc 5/);
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
    [['frobnicate'], "Unknown command 'frobnicate'"],
    [['list-users', 'extra'], "Unexpected argument 'extra'"],
  ])('refuse %j with a clear message', async (argv, message) => {
    const attempt = run(...argv);
    await expect(attempt).rejects.toBeInstanceOf(InputError);
    await expect(attempt).rejects.toThrow(message);
  });
});
