import { z } from 'zod';

/** Every reply is `{ result: 'success', data, ... }` or `{ result: <code>, error: <readable message> }`. */
export const ERROR_CODES = [
  'invalid_request',
  'auth_fail',
  'login_failed',
  'rate_limited',
  'forbidden',
  'not_found',
  'conflict',
  /** A plan limit other than the ones below (e.g. keywords). */
  'limit_reached',
  /** The plan's number of feeds of that type is used up: the UI shows the feedLimit upgrade notice. */
  'feed_limit',
  /** The feed's monthly query changes are used up: the UI shows the modificationLimit upgrade notice. */
  'modification_limit',
  /** A save of the same feed within 60 seconds. */
  'too_frequent',
  'payload_too_large',
  'server_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorReply = z.object({
  result: z.enum(ERROR_CODES),
  error: z.string(),
});
export type ErrorReply = z.infer<typeof errorReply>;

/** The texts the spec fixes for session failures; the client reacts to them by resetting the session. */
export const AUTH_FAIL = 'Auth Fail';
export const NO_TOKEN = 'no token';

/** A success reply: `data` plus any extra top-level fields the call has (token, total, ...). */
export function successReply<D extends z.ZodType, E extends z.ZodRawShape = {}>(data: D, extra?: E) {
  return z.object({ result: z.literal('success'), data, ...(extra ?? ({} as E)) });
}
