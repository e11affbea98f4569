import { and, eq, inArray } from 'drizzle-orm';
import type { SentimentValue } from 'shared/contract';
import type { Db } from '../../db/client.js';
import { feedPosts } from '../../db/schema.js';
import { requireInFeed } from './feed-links.js';

/**
 * Sets the feed's sentiment of its posts (hash → value). It lives on the feed's link, so the post's ai_sentiment,
 * and whatever re-enrichment writes there, stays the model's; a refill keeps links that still match, and with them
 * the correction. The sentiment the feed shows (effective_sentiment) is the correction from now on. One update per
 * value, in one transaction.
 */
export async function correctSentiments(db: Db, taskId: number, userId: number, values: ReadonlyMap<string, SentimentValue>, now: Date): Promise<void> {
  await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    await requireInFeed(tx, taskId, [...values.keys()]);
    for (const value of new Set(values.values())) {
      const hashes = [...values].filter(([, v]) => v === value).map(([hash]) => hash);
      await tx
        .update(feedPosts)
        .set({ sentiment: value, effectiveSentiment: value, sentimentBy: userId, sentimentAt: now })
        .where(and(eq(feedPosts.taskId, taskId), inArray(feedPosts.postId, hashes)));
    }
  });
}
