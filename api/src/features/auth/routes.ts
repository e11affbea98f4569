import { api, type LoginUser } from 'shared/contract';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract-routes.js';
import { ApiFailure } from '../../http/failure.js';
import { findUser, toAccountLevel } from '../accounts/accounts.js';
import { sessionOf } from './authenticate.js';
import { verifyPassword } from './passwords.js';
import { minutesLocked, recordAttempt } from './rate-limit.js';
import { findSession, issueSession, revokeSession, rotateSession, type SessionContext } from './sessions.js';

export const LOGIN_FAILED_TEXT = 'Incorrect username or password';

const rateLimitedText = (minutes: number) =>
  `Too many failed login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

function loginUser({ user, account }: Pick<SessionContext, 'user' | 'account'>): LoginUser {
  return {
    user_id: user.id,
    username: user.username,
    display_name: user.displayName,
    email: user.email,
    ac_id: account.id,
    acc_level: toAccountLevel(account),
  };
}

export function authRoutes(ctx: AppContext) {
  const { db, config, clock } = ctx;
  return [
    defineRoute(api.users.login, async ({ body, request }) => {
      const now = clock();
      const name = body.username.toLowerCase();
      const locked = await minutesLocked(db, config.loginRateLimit, name, request.ip, now);
      if (locked > 0) throw new ApiFailure(429, 'rate_limited', rateLimitedText(locked));

      const user = await findUser(db, body.username);
      const valid = await verifyPassword(user && !user.disabled ? user.passwordHash : undefined, body.password);
      await recordAttempt(db, config.loginRateLimit, name, request.ip, valid, now);
      if (!user || !valid) throw new ApiFailure(401, 'login_failed', LOGIN_FAILED_TEXT);

      const token = await issueSession(db, user.id, request.ip, now, config.sessionTtlMinutes);
      const session = await findSession(db, token, now);
      if (!session) throw new Error('A session just created could not be read back');
      return { result: 'success' as const, token, data: loginUser(session) };
    }),

    defineRoute(api.users.tokenRefresh, async ({ request }) => {
      const session = sessionOf(request);
      const token = await rotateSession(db, session, request.ip, clock(), config.sessionTtlMinutes);
      return { result: 'success' as const, token, data: loginUser(session), live_max: session.account.liveLimit };
    }),

    defineRoute(api.users.logout, async ({ request }) => {
      await revokeSession(db, sessionOf(request).sessionId, clock());
      return { result: 'success' as const, data: null };
    }),
  ];
}
