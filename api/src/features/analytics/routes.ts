import { api } from 'shared/contract';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract-routes.js';
import { sessionOf } from '../auth/authenticate.js';
import { loadFeed } from '../feeds/feed-access.js';
import { authorPosts, parseAuthorKey } from './author-posts.js';
import { chartBuckets } from './chart-buckets.js';
import { countSummary } from './count-summary.js';
import { feedUsage } from './feed-usage.js';
import { countTimeline, sentimentTimeline } from './timelines.js';
import { topAuthors } from './top-authors.js';
import { topSites } from './top-sites.js';
import { topThreads } from './top-threads.js';
import { isTodayWindow, requestedWindow } from './windows.js';

const success = <T>(data: T) => ({ result: 'success' as const, data });

/** The overview's counting calls (spec doc 3 §7): every one reads a feed the caller may read. */
export function analyticsRoutes({ db, clock }: AppContext) {
  return [
    defineRoute(api.analytics.stats, async ({ request, params, query }) => {
      const feed = await loadFeed(db, sessionOf(request), params.id, 'read');
      return success(await countSummary(db, feed.id, query));
    }),

    defineRoute(api.analytics.linechart, async ({ request, params, query }) => {
      const feed = await loadFeed(db, sessionOf(request), params.id, 'read');
      const buckets = chartBuckets(query);
      return { ...success(await countTimeline(db, feed.id, query, buckets)), interval: buckets.code };
    }),

    defineRoute(api.analytics.sentimentCount, async ({ request, params, query }) => {
      const feed = await loadFeed(db, sessionOf(request), params.id, 'read');
      const buckets = chartBuckets(query);
      return { ...success(await sentimentTimeline(db, feed.id, query, buckets)), interval: buckets.code };
    }),

    defineRoute(api.analytics.topEngagement, async ({ request, params, body }) => {
      const feed = await loadFeed(db, sessionOf(request), params.id, 'read');
      return success(await topThreads(db, feed.id, body, 'engagement', clock()));
    }),

    defineRoute(api.analytics.topGrowth, async ({ request, params, query }) => {
      const feed = await loadFeed(db, sessionOf(request), params.id, 'read');
      const now = clock();
      return success(await topThreads(db, feed.id, requestedWindow(query, now), 'growth', now));
    }),

    defineRoute(api.analytics.topAuthors, async ({ request, params, query }) => {
      const feed = await loadFeed(db, sessionOf(request), params.id, 'read');
      return success(await topAuthors(db, feed.id, query));
    }),

    defineRoute(api.analytics.authorPosts, async ({ request, query }) => {
      const feed = await loadFeed(db, sessionOf(request), query.task_id, 'read');
      const authorKey = parseAuthorKey(query.author_id);
      return success(await authorPosts(db, feed.id, authorKey, { from: query.from, to: query.to }));
    }),

    defineRoute(api.analytics.topSites, async ({ request, params, query }) => {
      const feed = await loadFeed(db, sessionOf(request), params.id, 'read');
      const context = { today: isTodayWindow(query), adhoc: feed.taskType === 1 };
      return success(await topSites(db, feed.id, requestedWindow(query, clock()), context));
    }),

    defineRoute(api.analytics.usage, async ({ request }) => success(await feedUsage(db, sessionOf(request).account))),
  ];
}
