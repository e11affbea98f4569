import { and, asc, eq, ne } from 'drizzle-orm';
import type { Source, SourceSettings } from 'shared/contract';
import type { Db } from '../../db/client.js';
import { indLabels, mediums, sources } from '../../db/schema.js';
import { ApiFailure } from '../../http/failure.js';
import { newSourceKey } from '../ingest/source-key.js';
import { isPolledKind, targetError } from './target-rules.js';

export type SourceRow = typeof sources.$inferSelect;

/** Demo posts are simulated; their one source is made by the demo seed, never by hand. */
export const DEMO_SOURCE_REFUSED = 'Demo sources are made by the demo data; choose another kind';

const ms = (date: Date | null) => (date === null ? null : date.getTime());

/** The registry row as the contract's source; the ingest key itself is never part of it. */
export function toSourceEntity(row: SourceRow, now: Date): Source {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    target: row.target,
    medium: row.medium,
    site: row.site,
    label_id: row.labelId,
    poll_interval_s: row.pollIntervalS,
    enabled: row.enabled,
    allow_private: row.allowPrivate,
    has_api_key: row.apiKeyHash !== null,
    created_at: row.createdAt.getTime(),
    health: {
      last_success_at: ms(row.lastSuccessAt),
      last_error_at: ms(row.lastErrorAt),
      last_error: row.lastError,
      posts_collected: row.postsCollected,
      lag_ms: row.lagMs,
      failures: row.failures,
      // A disabled source has no next poll; an enabled polled one nobody scheduled yet is due now.
      next_poll_at: row.enabled ? ms(row.nextPollAt ?? (isPolledKind(row.kind) ? now : null)) : null,
    },
  };
}

function notFound(id: number): ApiFailure {
  return new ApiFailure(404, 'not_found', `No source with id ${id}`);
}

export async function listSources(db: Db): Promise<SourceRow[]> {
  return db.select().from(sources).orderBy(asc(sources.id));
}

export async function getSource(db: Db, id: number): Promise<SourceRow> {
  const [row] = await db.select().from(sources).where(eq(sources.id, id));
  if (!row) throw notFound(id);
  return row;
}

/** The rules a source's settings must meet beyond their shape; `current` is the source being changed, if any. */
async function checkSettings(db: Db, settings: SourceSettings, current: SourceRow | null): Promise<void> {
  if (settings.kind === 'demo' && current?.kind !== 'demo') throw new ApiFailure(400, 'invalid_request', DEMO_SOURCE_REFUSED);
  const badTarget = targetError(settings.kind, settings.target);
  if (badTarget) throw new ApiFailure(400, 'invalid_request', badTarget);
  const [medium] = await db.select({ medium: mediums.medium }).from(mediums).where(eq(mediums.medium, settings.medium));
  if (!medium) throw new ApiFailure(400, 'invalid_request', `Unknown medium '${settings.medium}'`);
  if (settings.label_id !== null) {
    const [label] = await db.select({ id: indLabels.labelId }).from(indLabels).where(eq(indLabels.labelId, settings.label_id));
    if (!label) throw new ApiFailure(400, 'invalid_request', `No industry label with id ${settings.label_id}`);
  }
  const sameName = current === null ? eq(sources.name, settings.name) : and(eq(sources.name, settings.name), ne(sources.id, current.id));
  const [taken] = await db.select({ id: sources.id }).from(sources).where(sameName);
  if (taken) throw nameTaken(settings.name, taken.id);
}

function nameTaken(name: string, id?: number): ApiFailure {
  return new ApiFailure(409, 'conflict', `A source named '${name}' already exists${id === undefined ? '' : ` (id ${id})`}`);
}

function settingsColumns(s: SourceSettings) {
  return {
    name: s.name,
    kind: s.kind,
    target: s.target,
    medium: s.medium,
    site: s.site,
    labelId: s.label_id,
    pollIntervalS: s.poll_interval_s,
    enabled: s.enabled,
    allowPrivate: s.allow_private,
  };
}

/** A fresh start for the collector: nothing cached, no failures, and a polled source is due at once. */
function pollReset(s: SourceSettings, now: Date) {
  return { etag: null, lastModified: null, cursor: {}, failures: 0, nextPollAt: isPolledKind(s.kind) ? now : null };
}

export async function createSource(db: Db, settings: SourceSettings, now: Date): Promise<SourceRow> {
  await checkSettings(db, settings, null);
  // The name check above gives the readable answer; the unique index settles two creates racing.
  const [row] = await db
    .insert(sources)
    .values({ ...settingsColumns(settings), ...pollReset(settings, now), createdAt: now })
    .onConflictDoNothing({ target: sources.name })
    .returning();
  if (!row) throw nameTaken(settings.name);
  return row;
}

/**
 * Replaces a source's settings. A new kind or target starts polling afresh (the cached validators and
 * cursor belong to the old one); anything else, disabling included, keeps the poll state and health.
 */
export async function updateSource(db: Db, id: number, settings: SourceSettings, now: Date): Promise<SourceRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(sources).where(eq(sources.id, id)).for('update');
    if (!current) throw notFound(id);
    await checkSettings(tx, settings, current);
    const retargeted = current.kind !== settings.kind || current.target !== settings.target;
    const [row] = await tx
      .update(sources)
      .set({ ...settingsColumns(settings), ...(retargeted ? pollReset(settings, now) : {}) })
      .where(eq(sources.id, id))
      .returning();
    return row!;
  });
}

/** Takes a source out of the registry; the posts it delivered stay in the archive. */
export async function removeSource(db: Db, id: number): Promise<void> {
  const removed = await db.delete(sources).where(eq(sources.id, id)).returning({ id: sources.id });
  if (removed.length === 0) throw notFound(id);
}

/** Replaces the source's ingest key and answers the new key, which is not stored and cannot be shown again. */
export async function issueSourceKey(db: Db, id: number): Promise<string> {
  const { key, hash } = newSourceKey();
  const updated = await db.update(sources).set({ apiKeyHash: hash }).where(eq(sources.id, id)).returning({ id: sources.id });
  if (updated.length === 0) throw notFound(id);
  return key;
}
