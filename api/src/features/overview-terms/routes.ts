import { api } from 'shared/contract';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract-routes.js';
import { sessionOf } from '../auth/authenticate.js';
import { loadFeed } from '../feeds/feed-access.js';
import { loadHide, saveHide } from './hide-settings.js';
import { postsWithTerms } from './phrases.js';
import { trendingTopics } from './trending-topics.js';
import { wordCloud } from './word-cloud.js';

const success = <T>(data: T) => ({ result: 'success' as const, data });

/**
 * The overview's term calls (word cloud, trending topics, phrases) and its hide settings (spec doc 3 §7). The hide
 * settings are the feed's, shared by all its readers, so changing them needs write access.
 */
export function overviewTermRoutes({ db, clock }: AppContext) {
  return [
    defineRoute(api.analytics.wordcloud, async ({ request, params, query }) => {
      const feed = await loadFeed(db, sessionOf(request), params.id, 'read');
      const { keywords } = await loadHide(db, feed.id);
      const cloud = await wordCloud(db, feed.id, query, keywords);
      return { result: 'success' as const, data: cloud.words, hidden: cloud.hidden };
    }),

    defineRoute(api.analytics.topTerm, async ({ request, params, query }) => {
      const feed = await loadFeed(db, sessionOf(request), params.id, 'read');
      const { topics, hidden } = await trendingTopics(db, feed.id, query, await loadHide(db, feed.id), clock());
      return { result: 'success' as const, data: [{ term: [{ name: 'topics', result: topics }] }], hidden };
    }),

    defineRoute(api.analytics.phrases, async ({ request, params, body }) => {
      const feed = await loadFeed(db, sessionOf(request), params.id, 'read');
      return success(await postsWithTerms(db, feed.id, body, body.topics));
    }),

    defineRoute(api.analytics.getHide, async ({ request, params }) => {
      const feed = await loadFeed(db, sessionOf(request), params.id, 'read');
      return success({ hide: await loadHide(db, feed.id) });
    }),

    defineRoute(api.analytics.setHide, async ({ request, params, body }) => {
      const { user } = sessionOf(request);
      const feed = await loadFeed(db, { user }, params.id, 'write');
      return success(await saveHide(db, feed.id, body, { userId: user.id, at: clock() }));
    }),
  ];
}
