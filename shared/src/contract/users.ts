import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { successReply } from './envelope.js';
import { accessEntry, accountLevel, loginUser } from './entities.js';
import { USERNAME_MIN, PASSWORD_MIN } from '../rules/login.js';

export const loginBody = z.object({
  username: z.string().trim().min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`).max(100),
  password: z.string().min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`).max(200),
  /** Sent by older clients; the server uses the request's own address instead. */
  ip: z.string().max(64).optional(),
});

export const login = endpoint({
  method: 'POST',
  path: '/api/users/login',
  summary: 'Log in with username and password; answers a session token',
  tag: 'users',
  auth: false,
  body: loginBody,
  reply: successReply(loginUser, { token: z.string() }),
});

export const tokenRefresh = endpoint({
  method: 'GET',
  path: '/api/users/token/refresh',
  summary: "Exchange the session's token for a fresh one (the old one stays valid for a short grace period)",
  tag: 'users',
  reply: successReply(loginUser, { token: z.string(), live_max: z.number().int().nullable() }),
});

export const logout = endpoint({
  method: 'DELETE',
  path: '/api/users/logout',
  summary: "Revoke the session's token",
  tag: 'users',
  reply: successReply(z.null()),
});

export const userConfig = z.object({
  font: z.string(),
  /** Loader type 1 to 5 (default 4); any other value shows the twin-circle fallback. */
  loader: z.number().int(),
});
export type UserConfig = z.infer<typeof userConfig>;

export const config = endpoint({
  method: 'GET',
  path: '/api/users/config',
  summary: "The user's display settings",
  tag: 'users',
  reply: successReply(userConfig),
});

export const info = endpoint({
  method: 'GET',
  path: '/api/users/info',
  summary: "The account's plan",
  tag: 'users',
  reply: successReply(z.object({ acc_level: accountLevel })),
});

export const liveaccess = endpoint({
  method: 'GET',
  path: '/api/users/liveaccess',
  summary: 'The feeds this user may open, with their recent figures',
  tag: 'users',
  reply: successReply(z.array(accessEntry)),
});
