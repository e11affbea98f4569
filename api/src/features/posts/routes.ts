import { api, type SentimentValue } from 'shared/contract';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract-routes.js';
import { ApiFailure } from '../../http/failure.js';
import { sessionOf } from '../auth/authenticate.js';
import { loadFeed } from '../feeds/feed-access.js';
import { addBookmark, bookmarkedHash, feedBookmarks, removeBookmark } from './bookmarks.js';
import { irrelevantPosts, markIrrelevant, restorePosts } from './irrelevant-posts.js';
import { hashOfLiveSid } from './live-sid.js';
import { searchFeedPosts } from './post-search.js';
import { correctSentiments } from './sentiment-corrections.js';
import { feedThread } from './thread.js';

const success = <T>(data: T) => ({ result: 'success' as const, data });

/**
 * The posts screen's calls (spec doc 2 §7). Reading, bookmarking (personal) and opening threads need read access;
 * removing, restoring and correcting sentiment change what everyone sees in the feed, so they need write access.
 */
export function postRoutes({ db, clock }: AppContext) {
  return [
    defineRoute(api.posts.search, async ({ request, body }) => {
      const { user } = sessionOf(request);
      const feed = await loadFeed(db, { user }, body.task_id, 'read');
      const { posts, total } = await searchFeedPosts(db, { taskId: feed.id, userId: user.id }, body);
      return { result: 'success' as const, data: posts, total };
    }),

    defineRoute(api.posts.bookmarks, async ({ request, params }) => {
      const feed = await loadFeed(db, sessionOf(request), params.id, 'read');
      return success(await feedBookmarks(db, feed.id));
    }),

    defineRoute(api.posts.addBookmark, async ({ request, params }) => {
      const { user } = sessionOf(request);
      const feed = await loadFeed(db, { user }, params.id, 'read');
      await addBookmark(db, feed.id, user.id, bookmarkedHash(feed.id, params.postId), clock());
      return success(await feedBookmarks(db, feed.id));
    }),

    defineRoute(api.posts.removeBookmark, async ({ request, params }) => {
      const { user } = sessionOf(request);
      const feed = await loadFeed(db, { user }, params.id, 'read');
      await removeBookmark(db, feed.id, user.id, bookmarkedHash(feed.id, params.postId));
      return success(await feedBookmarks(db, feed.id));
    }),

    defineRoute(api.posts.tagSpam, async ({ request, params, body }) => {
      const { user } = sessionOf(request);
      const feed = await loadFeed(db, { user }, params.id, 'write');
      return success(await markIrrelevant(db, { taskId: feed.id, userId: user.id }, hashOfLiveSid(feed.id, body.live_sid), clock()));
    }),

    defineRoute(api.posts.spamList, async ({ request, params, query }) => {
      const { user } = sessionOf(request);
      const feed = await loadFeed(db, { user }, params.id, 'read');
      const { posts, total } = await irrelevantPosts(db, { taskId: feed.id, userId: user.id }, query);
      return { result: 'success' as const, data: posts, total };
    }),

    defineRoute(api.posts.restoreSpam, async ({ request, params, body }) => {
      const feed = await loadFeed(db, sessionOf(request), params.id, 'write');
      await restorePosts(db, feed.id, body.map((item) => hashOfLiveSid(feed.id, item.live_sid)));
      return success(body.map((item) => item.live_sid));
    }),

    defineRoute(api.posts.tagSentiment, async ({ request, params, body }) => {
      const { user } = sessionOf(request);
      const feed = await loadFeed(db, { user }, params.id, 'write');
      const values = new Map<string, SentimentValue>();
      for (const item of body) {
        if (item.task_id !== feed.id) throw new ApiFailure(400, 'invalid_request', `Every item's task_id must be the feed of the path (${feed.id})`);
        // A post listed twice takes its last value.
        values.set(hashOfLiveSid(feed.id, item.live_sid), item.value);
      }
      await correctSentiments(db, feed.id, user.id, values, clock());
      return success(body.map((item) => ({ live_sid: item.live_sid, ai_sentiment: values.get(hashOfLiveSid(feed.id, item.live_sid))! })));
    }),

    defineRoute(api.posts.thread, async ({ request, body }) => {
      const { user } = sessionOf(request);
      const feed = await loadFeed(db, { user }, body.task_id, 'read');
      return success(await feedThread(db, { taskId: feed.id, userId: user.id }, body.thread_link));
    }),
  ];
}
