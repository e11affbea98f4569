import { and, count, eq } from 'drizzle-orm';
import { api, type FeedDetail } from 'shared/contract';
import { EDIT_KEYWORDS_EMPTY, FEED_TYPE_LOCKED, SAVE_THROTTLE_MS, SAVE_TOO_FREQUENT, hasFeedKeywords, hkDayEnd, hkDayStart } from 'shared/rules';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { feedAccess, feedUserSettings, taskModifications, tasks } from '../../db/schema.js';
import { defineRoute } from '../../http/contract-routes.js';
import { ApiFailure } from '../../http/failure.js';
import { sessionOf } from '../auth/authenticate.js';
import { exportFigures } from '../exports/export-jobs.js';
import { accessList } from '../users/access-list.js';
import { loadFeed } from './feed-access.js';
import { checkAccountKeywords, checkFeedDetail, lockAccount, type CheckedFeed } from './feed-detail-checks.js';
import { feedLimitText, modificationLimitText } from './limit-texts.js';
import { modificationsThisMonth } from './modifications.js';
import { searchPreview } from './search-preview.js';
import { enqueue } from '../ingestion/queue.js';
import { matchSettingsOf } from '../matching/feed-rows.js';
import { toTaskSettings } from './task-settings.js';

const success = <T>(data: T) => ({ result: 'success' as const, data });

/** The stored columns of a checked detail: the picked days become their Hong Kong bounds; live feeds have no end. */
function storedColumns(detail: FeedDetail, checked: CheckedFeed) {
  return {
    name: detail.name.trim(),
    indusId: detail.indus_id,
    queryLayer: checked.guided,
    guidedView: detail.keywords.guidedView,
    queryString: checked.queryString,
    langAbbr: detail.lang,
    listMedium: checked.mediums,
    adhocFrom: new Date(hkDayStart(detail.unix_start)),
    adhocTo: checked.type === 1 ? new Date(hkDayEnd(detail.unix_end)) : null,
    cron: checked.frequency,
  };
}

/** The feed editor's calls (spec doc 1 §7): create, read, save, delete, preview and the per-user figures. */
export function feedRoutes({ db, clock, workQueued }: AppContext) {
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));
  // Queued in the transaction that changes the feed, so a saved feed is never left unfilled.
  const queueRefill = (tx: Db, taskId: number) => enqueue(tx, 'refill', { taskId }, { dedupeKey: `refill:${taskId}`, runAt: clock() });

  return [
    defineRoute(api.tasks.create, async ({ request, body }) => {
      const { user } = sessionOf(request);
      const now = clock();
      return inTransaction(async (tx) => {
        const account = await lockAccount(tx, user.accountId);
        const checked = await checkFeedDetail(tx, account, body, now.getTime());
        const { type } = checked;
        const limit = type === 1 ? account.adhocLimit : account.liveLimit;
        if (limit !== null) {
          const [existing] = await tx
            .select({ n: count() })
            .from(tasks)
            .where(and(eq(tasks.accountId, account.id), eq(tasks.taskType, type)));
          if (Number(existing?.n ?? 0) >= limit) throw new ApiFailure(403, 'feed_limit', feedLimitText(type, limit));
        }
        await checkAccountKeywords(tx, account, checked, null);
        const [task] = await tx
          .insert(tasks)
          .values({ accountId: account.id, taskType: type, ...storedColumns(body, checked), createdBy: user.id, lastEditUser: user.id, lastEditTime: now, createdAt: now })
          .returning();
        await tx.insert(feedAccess).values({ userId: user.id, taskId: task!.id, readable: true, writable: true });
        await queueRefill(tx, task!.id);
        return success(await toTaskSettings(tx, { ...task!, writable: true }, { used: 0, limit: account.liveQryMod }));
      }).finally(workQueued);
    }),

    defineRoute(api.tasks.info, async ({ request, params }) => {
      const { user, account } = sessionOf(request);
      const feed = await loadFeed(db, { user }, params.id, 'read');
      const used = await modificationsThisMonth(db, feed.id, clock().getTime());
      return success(await toTaskSettings(db, feed, { used, limit: account.liveQryMod }));
    }),

    defineRoute(api.tasks.save, async ({ request, params, body }) => {
      const { user } = sessionOf(request);
      if (body.taskId !== params.id) throw new ApiFailure(400, 'invalid_request', 'The taskId of the body is not the feed of the path');
      const now = clock();
      return inTransaction(async (tx) => {
        const account = await lockAccount(tx, user.accountId);
        const feed = await loadFeed(tx, { user }, params.id, 'write');
        if (body.type !== feed.taskType) throw new ApiFailure(400, 'invalid_request', FEED_TYPE_LOCKED);
        if (!hasFeedKeywords(body.keywords)) throw new ApiFailure(400, 'invalid_request', EDIT_KEYWORDS_EMPTY);
        if (feed.lastSavedAt && now.getTime() - feed.lastSavedAt.getTime() < SAVE_THROTTLE_MS) {
          throw new ApiFailure(429, 'too_frequent', SAVE_TOO_FREQUENT);
        }
        const used = await modificationsThisMonth(tx, feed.id, now.getTime());
        if (account.liveQryMod !== null && used >= account.liveQryMod) {
          throw new ApiFailure(403, 'modification_limit', modificationLimitText(account.liveQryMod));
        }
        const checked = await checkFeedDetail(tx, account, body, now.getTime());
        await checkAccountKeywords(tx, account, checked, feed.id);
        const [saved] = await tx
          .update(tasks)
          .set({ ...storedColumns(body, checked), lastEditUser: user.id, lastEditTime: now, lastSavedAt: now })
          .where(eq(tasks.id, feed.id))
          .returning();
        await tx.insert(taskModifications).values({ taskId: feed.id, userId: user.id, at: now });
        // An ad-hoc feed is filled on every save; a live one when what it matches or how often it updates changed.
        if (saved!.taskType === 1 || saved!.cron !== feed.cron || matchSettingsOf(saved!) !== matchSettingsOf(feed)) await queueRefill(tx, feed.id);
        return success(await toTaskSettings(tx, { ...saved!, writable: true }, { used: used + 1, limit: account.liveQryMod }));
      }).finally(workQueued);
    }),

    defineRoute(api.tasks.refresh, async ({ request, params }) => {
      const { user } = sessionOf(request);
      const feed = await loadFeed(db, { user }, params.id, 'write');
      await queueRefill(db, feed.id);
      workQueued();
      return success({ task_id: feed.id, queued: true as const });
    }),

    defineRoute(api.tasks.remove, async ({ request, params }) => {
      const { user } = sessionOf(request);
      const feed = await loadFeed(db, { user }, params.id, 'write');
      // Access entries, modification counts and per-user settings go with the feed (foreign keys cascade).
      await db.delete(tasks).where(eq(tasks.id, feed.id));
      return success(await accessList(db, user.id, user.accountId, clock()));
    }),

    defineRoute(api.tasks.searchPreview, async ({ body }) => {
      const { records, total } = await searchPreview(db, body.query);
      return { result: 'success' as const, data: records, total };
    }),

    defineRoute(api.tasks.getUserInfo, async ({ request, params }) => {
      const { user } = sessionOf(request);
      const feed = await loadFeed(db, { user }, params.id, 'read');
      return success(await userInfo(db, user.id, feed.id, clock().getTime()));
    }),

    defineRoute(api.tasks.setUserInfo, async ({ request, params }) => {
      const { user } = sessionOf(request);
      const feed = await loadFeed(db, { user }, params.id, 'read');
      await db
        .insert(feedUserSettings)
        .values({ userId: user.id, taskId: feed.id, displaySmartTrainPrompt: false })
        .onConflictDoUpdate({ target: [feedUserSettings.userId, feedUserSettings.taskId], set: { displaySmartTrainPrompt: false } });
      return success(await userInfo(db, user.id, feed.id, clock().getTime()));
    }),
  ];
}

/** The caller's figures for one feed: the feed's exports and query changes this month (anyone's), the caller's prompt flag. */
async function userInfo(db: Db, userId: number, taskId: number, now: number) {
  const [settings] = await db
    .select({ prompt: feedUserSettings.displaySmartTrainPrompt })
    .from(feedUserSettings)
    .where(and(eq(feedUserSettings.userId, userId), eq(feedUserSettings.taskId, taskId)));
  return {
    ...(await exportFigures(db, taskId, now)),
    mod: await modificationsThisMonth(db, taskId, now),
    display_smart_train_prompt: settings?.prompt ?? true,
  };
}
