import { eq } from 'drizzle-orm';
import type { HideSettings } from 'shared/contract';
import type { Db } from '../../db/client.js';
import { feedHide } from '../../db/schema.js';

/** The feed's hide settings; empty lists for a feed that never saved any. */
export async function loadHide(db: Db, taskId: number): Promise<HideSettings> {
  const [row] = await db
    .select({ keywords: feedHide.keywords, topics: feedHide.topics, sites: feedHide.sites })
    .from(feedHide)
    .where(eq(feedHide.taskId, taskId));
  return row ?? { keywords: [], topics: [], sites: [] };
}

/** Entries trimmed, empty ones dropped, and each kept once: the first of those equal but for case. */
function cleanList(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const entry of list.map((e) => e.trim())) {
    const key = entry.toLowerCase();
    if (entry === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(entry);
  }
  return kept;
}

/** Replaces the lists given and keeps the others; answers the settings as saved. */
export async function saveHide(db: Db, taskId: number, changes: Partial<HideSettings>, by: { userId: number; at: Date }): Promise<HideSettings> {
  const lists: Partial<HideSettings> = {};
  for (const name of ['keywords', 'topics', 'sites'] as const) {
    const list = changes[name];
    if (list !== undefined) lists[name] = cleanList(list);
  }
  const set = { ...lists, updatedBy: by.userId, updatedAt: by.at };
  const [row] = await db
    .insert(feedHide)
    .values({ taskId, ...set })
    .onConflictDoUpdate({ target: feedHide.taskId, set })
    .returning({ keywords: feedHide.keywords, topics: feedHide.topics, sites: feedHide.sites });
  return row!;
}
