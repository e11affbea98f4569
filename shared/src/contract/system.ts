import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { successReply } from './envelope.js';

export const health = endpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Answers once the database is migrated and seeded; for load balancers and start scripts',
  tag: 'system',
  auth: false,
  reply: successReply(z.object({ status: z.literal('ok') })),
});
