import { and, count, eq, gt, lt, max, min, ne } from 'drizzle-orm';
import type { LoginRateLimit } from '../../config.js';
import type { Db } from '../../db/client.js';
import { loginAttempts } from '../../db/schema.js';

const MINUTE = 60_000;

/**
 * Minutes until another attempt is allowed, or 0 when the username and the address are both under
 * their limits. Failures of a username count from its last successful login; failures from an address
 * always count, so logging in to an account one owns does not reset the address's counter.
 */
export async function minutesLocked(db: Db, limit: LoginRateLimit, username: string, ip: string, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - limit.windowMinutes * MINUTE);
  const [success] = await db
    .select({ at: max(loginAttempts.attemptedAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, username), eq(loginAttempts.succeeded, true)));
  const nameSince = success?.at && success.at > windowStart ? success.at : windowStart;

  const failures = async (where: ReturnType<typeof and>) => {
    const [row] = await db
      .select({ n: count(), oldest: min(loginAttempts.attemptedAt) })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.succeeded, false), where));
    return row ?? { n: 0, oldest: null };
  };
  const byName = await failures(and(eq(loginAttempts.username, username), gt(loginAttempts.attemptedAt, nameSince)));
  const byAddress = await failures(and(eq(loginAttempts.ip, ip), gt(loginAttempts.attemptedAt, windowStart)));

  const unblockAt: number[] = [];
  if (byName.n >= limit.perUsername && byName.oldest) unblockAt.push(byName.oldest.getTime() + limit.windowMinutes * MINUTE);
  if (byAddress.n >= limit.perAddress && byAddress.oldest) unblockAt.push(byAddress.oldest.getTime() + limit.windowMinutes * MINUTE);
  if (unblockAt.length === 0) return 0;
  return Math.max(1, Math.ceil((Math.max(...unblockAt) - now.getTime()) / MINUTE));
}

/** Records an attempt and drops rows too old to matter, keeping the table small. */
export async function recordAttempt(db: Db, limit: LoginRateLimit, username: string, ip: string, succeeded: boolean, now: Date): Promise<void> {
  await db.insert(loginAttempts).values({ username, ip, succeeded, attemptedAt: now });
  const windowStart = new Date(now.getTime() - limit.windowMinutes * MINUTE);
  await db.delete(loginAttempts).where(and(eq(loginAttempts.succeeded, false), lt(loginAttempts.attemptedAt, windowStart)));
  if (succeeded) {
    // Only the latest success of a username is needed: it is where that username's failure count restarts.
    await db.delete(loginAttempts).where(and(eq(loginAttempts.username, username), eq(loginAttempts.succeeded, true), ne(loginAttempts.attemptedAt, now)));
  }
}
