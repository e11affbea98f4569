import { eq } from 'drizzle-orm';
import type { FeedFrequency, MediumName, ModificationCount, TaskSettings } from 'shared/contract';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { LoadedFeed } from './feed-access.js';

/** A stored feed as the editor reads it (spec doc 1 §3 "task settings"). */
export async function toTaskSettings(db: Db, feed: LoadedFeed, mod: ModificationCount): Promise<TaskSettings> {
  const [editor] = feed.lastEditUser === null ? [] : await db.select({ name: users.displayName }).from(users).where(eq(users.id, feed.lastEditUser));
  return {
    task_id: feed.id,
    task_name: feed.name,
    task_type: feed.taskType === 1 ? 1 : 0,
    indus_id: feed.indusId,
    query_layer: feed.queryLayer,
    query_string: feed.queryString,
    guided_view: feed.guidedView,
    lang_abbr: feed.langAbbr,
    list_medium: feed.listMedium as MediumName[] | null,
    adhoc_from: feed.adhocFrom ? feed.adhocFrom.getTime() : null,
    adhoc_to: feed.adhocTo ? feed.adhocTo.getTime() : null,
    cron: feed.cron as FeedFrequency,
    status: feed.status,
    writable: feed.writable,
    last_edit_user: editor?.name ?? null,
    last_edit_time: feed.lastEditTime ? feed.lastEditTime.getTime() : null,
    last_saved_at: feed.lastSavedAt ? feed.lastSavedAt.getTime() : null,
    mod,
  };
}
