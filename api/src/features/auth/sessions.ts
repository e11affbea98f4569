import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, sessions, users } from '../../db/schema.js';

/** How long a replaced token keeps working after a refresh, so calls already in flight still succeed. */
export const REFRESH_GRACE_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session and answers its token; only the token's hash is stored. */
export async function issueSession(db: Db, userId: number, ip: string, now: Date, ttlMinutes: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMinutes * 60_000),
  });
  return token;
}

export type SessionContext = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/** The live session of a token, with its user and account; undefined when unknown, expired, revoked or the user is disabled. */
export async function findSession(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users, account: accounts })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(users.disabled, false)));
  return row;
}

/** Replaces a session with a new one; the old token stays valid for the grace period only. */
export async function rotateSession(db: Db, current: SessionContext, ip: string, now: Date, ttlMinutes: number): Promise<string> {
  const graceEnd = new Date(now.getTime() + REFRESH_GRACE_MS);
  return db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ expiresAt: current.expiresAt < graceEnd ? current.expiresAt : graceEnd })
      .where(eq(sessions.id, current.sessionId));
    return issueSession(tx as unknown as Db, current.user.id, ip, now, ttlMinutes);
  });
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}
