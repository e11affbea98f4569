import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { AUTH_FAIL, NO_TOKEN, api } from 'shared/contract';
import type { AppContext } from '../../context.js';
import { ApiFailure } from '../../http/failure.js';
import { findSession, type SessionContext } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session; set on every call that needs one before its handler runs. */
    session: SessionContext | null;
  }
}

/** Checks the `token` header of calls that need a session; runs before the body is read. */
export function authenticator(ctx: AppContext): onRequestHookHandler {
  return async (request) => {
    const header = request.headers.token;
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) {
      // The spec's client resets the session on 'no token' from a refresh; everything else says Auth Fail.
      const isRefresh = request.routeOptions.url === api.users.tokenRefresh.path;
      throw new ApiFailure(401, 'auth_fail', isRefresh ? NO_TOKEN : AUTH_FAIL);
    }
    const session = await findSession(ctx.db, token, ctx.clock());
    if (!session) throw new ApiFailure(401, 'auth_fail', AUTH_FAIL);
    request.session = session;
  };
}

/** The session of a call whose endpoint requires one. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw new ApiFailure(401, 'auth_fail', AUTH_FAIL);
  return request.session;
}
