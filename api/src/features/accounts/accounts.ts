import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AccountLevel } from 'shared/contract';
import { USERNAME_MIN, PASSWORD_MIN } from 'shared/rules';
import type { Db } from '../../db/client.js';
import { accounts, feedAccess, sessions, tasks, users } from '../../db/schema.js';
import { InputError } from '../../errors.js';
import { hashPassword } from '../auth/passwords.js';

type AccountRow = typeof accounts.$inferSelect;

export function toAccountLevel(row: AccountRow): AccountLevel {
  return {
    live_limit: row.liveLimit,
    adhoc_limit: row.adhocLimit,
    export_pm: row.exportPm,
    kw_pt: row.kwPt,
    live_qry_mod: row.liveQryMod,
    smart_feed: row.smartFeed,
    alert: row.alert,
    keyword_limit: row.keywordLimit,
    date_from: row.dateFrom ? row.dateFrom.getTime() : null,
    trend_access: row.trendAccess,
  };
}

export async function createAccount(db: Db, name: string, plan: AccountLevel): Promise<AccountRow> {
  const trimmed = name.trim();
  if (!trimmed) throw new InputError('The account name cannot be empty');
  const [existing] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, trimmed));
  if (existing) throw new InputError(`An account named '${trimmed}' already exists (id ${existing.id})`);
  const [row] = await db
    .insert(accounts)
    .values({
      name: trimmed,
      liveLimit: plan.live_limit,
      adhocLimit: plan.adhoc_limit,
      exportPm: plan.export_pm,
      kwPt: plan.kw_pt,
      liveQryMod: plan.live_qry_mod,
      smartFeed: plan.smart_feed,
      alert: plan.alert,
      keywordLimit: plan.keyword_limit,
      dateFrom: plan.date_from === null ? null : new Date(plan.date_from),
      trendAccess: plan.trend_access,
    })
    .returning();
  return row!;
}

/** An account by numeric id or exact name. */
export async function findAccount(db: Db, idOrName: string): Promise<AccountRow> {
  const where = /^\d+$/.test(idOrName) ? eq(accounts.id, Number(idOrName)) : eq(accounts.name, idOrName.trim());
  const [row] = await db.select().from(accounts).where(where);
  if (!row) throw new InputError(`No account '${idOrName}'`);
  return row;
}

export interface NewUser {
  accountId: number;
  username: string;
  password: string;
  displayName: string;
  email: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function createUser(db: Db, input: NewUser): Promise<typeof users.$inferSelect> {
  const username = input.username.trim();
  if (username.length < USERNAME_MIN) throw new InputError(`The username must be at least ${USERNAME_MIN} characters`);
  if (/\s/.test(username)) throw new InputError('The username cannot contain spaces');
  checkPassword(input.password);
  if (!input.displayName.trim()) throw new InputError('The display name cannot be empty');
  if (!EMAIL.test(input.email.trim())) throw new InputError(`'${input.email}' is not an e-mail address`);
  if (await findUser(db, username)) throw new InputError(`The username '${username}' is taken`);
  const [row] = await db
    .insert(users)
    .values({
      accountId: input.accountId,
      username,
      displayName: input.displayName.trim(),
      email: input.email.trim(),
      passwordHash: await hashPassword(input.password),
    })
    .returning();
  return row!;
}

function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN) throw new InputError(`The password must be at least ${PASSWORD_MIN} characters`);
}

/** Usernames are unique and matched without regard to case. */
export async function findUser(db: Db, username: string): Promise<typeof users.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username.trim()})`);
  return row;
}

async function requireUser(db: Db, username: string): Promise<typeof users.$inferSelect> {
  const user = await findUser(db, username);
  if (!user) throw new InputError(`No user '${username}'`);
  return user;
}

/** Sets a new password and ends every session of the user. */
export async function resetPassword(db: Db, username: string, password: string, now: Date): Promise<void> {
  checkPassword(password);
  const user = await requireUser(db, username);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), sql`${sessions.revokedAt} is null`));
  });
}

/** Gives a user access to a feed of their own account (writable unless read-only). */
export async function grantAccess(db: Db, username: string, taskId: number, writable: boolean): Promise<void> {
  const user = await requireUser(db, username);
  const [task] = await db.select({ accountId: tasks.accountId }).from(tasks).where(eq(tasks.id, taskId));
  if (!task) throw new InputError(`No feed with id ${taskId}`);
  if (task.accountId !== user.accountId) throw new InputError(`Feed ${taskId} belongs to another account than '${user.username}'`);
  await db
    .insert(feedAccess)
    .values({ userId: user.id, taskId, readable: true, writable })
    .onConflictDoUpdate({ target: [feedAccess.userId, feedAccess.taskId], set: { readable: true, writable } });
}

export async function revokeAccess(db: Db, username: string, taskId: number): Promise<void> {
  const user = await requireUser(db, username);
  const removed = await db
    .delete(feedAccess)
    .where(and(eq(feedAccess.userId, user.id), eq(feedAccess.taskId, taskId)))
    .returning({ id: feedAccess.id });
  if (removed.length === 0) throw new InputError(`'${user.username}' has no access to feed ${taskId}`);
}

export async function listAccounts(db: Db) {
  const rows = await db
    .select({ account: accounts, users: count(users.id) })
    .from(accounts)
    .leftJoin(users, eq(users.accountId, accounts.id))
    .groupBy(accounts.id)
    .orderBy(asc(accounts.id));
  return rows.map((r) => ({ id: r.account.id, name: r.account.name, users: r.users, plan: toAccountLevel(r.account) }));
}

export async function listUsers(db: Db) {
  return db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      email: users.email,
      account: accounts.name,
      disabled: users.disabled,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .orderBy(asc(users.id));
}
