import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { sources } from '../../db/schema.js';
import { ApiFailure } from '../../http/failure.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The source whose ingest key the call carried; set on ingest calls before their handler runs. */
    ingestSourceId: number | null;
  }
}

export const SOURCE_KEY_HEADER = 'x-api-key';
const KEY_PREFIX = 'hpk_';

/** A new ingest key and the hash stored for it; only the hash is kept, so a leaked table grants nothing. */
export function newSourceKey(): { key: string; hash: string } {
  const key = `${KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  return { key, hash: hashSourceKey(key) };
}

export function hashSourceKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The enabled source a key belongs to, or null. */
export async function sourceForKey(db: Db, key: string): Promise<number | null> {
  const [row] = await db
    .select({ id: sources.id })
    .from(sources)
    .where(and(eq(sources.apiKeyHash, hashSourceKey(key)), eq(sources.enabled, true)));
  return row?.id ?? null;
}

/** Checks the x-api-key header of ingest calls; runs before the body is read. */
export function sourceKeyAuthenticator(ctx: AppContext): onRequestHookHandler {
  return async (request) => {
    const header = request.headers[SOURCE_KEY_HEADER];
    const key = Array.isArray(header) ? header[0] : header;
    if (!key) throw new ApiFailure(401, 'auth_fail', `Send the source's ingest key in the ${SOURCE_KEY_HEADER} header`);
    const sourceId = await sourceForKey(ctx.db, key);
    if (sourceId === null) throw new ApiFailure(401, 'auth_fail', 'The ingest key is not valid, or its source is disabled');
    request.ingestSourceId = sourceId;
  };
}

/** The source of a call authenticated by an ingest key. */
export function ingestSourceOf(request: FastifyRequest): number {
  if (request.ingestSourceId === null) throw new ApiFailure(401, 'auth_fail', 'The ingest key is not valid, or its source is disabled');
  return request.ingestSourceId;
}
