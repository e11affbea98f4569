import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { posts, sources } from '../../db/schema.js';
import type { CollectedPost } from '../collection/collected-post.js';
import { enrichPost } from '../enrichment/enrich.js';
import { toMatchablePost } from '../matching/feed-rows.js';
import { postKeySets, type FeedMatcher } from '../matching/presearcher.js';
import { recordTermDisplays } from '../overview-terms/term-display.js';
import { linkPosts, refreshLinkedCopies } from './feed-links.js';

/** Where a batch comes from: the registry source (null for none) and what its posts inherit. */
export interface BatchSource {
  id: number | null;
  labelId: number | null;
  demo: boolean;
}

type PostRow = typeof posts.$inferInsert;

/** A post ready to write: its row, and the real-time feeds it matches should it turn out to be new. */
export interface PreparedPost {
  row: PostRow & { id: string };
  feedIds: number[];
  /** The keys of its title and body, which its feed links keep. */
  textKeys: string[];
  /** How the post writes each of its terms (row.terms, same order), for term_display. */
  displays: string[];
}

export interface StoreResult {
  received: number;
  /** Posts stored for the first time; the rest were already in the archive and only had their figures updated. */
  inserted: number;
  links: number;
  /** Median time from publication to collection over the new posts, or null when there were none. */
  lagMs: number | null;
}

/**
 * The stable id of a post: a hash of the site and the post's id there, so the same post delivered twice, by
 * two sources or after a crash, is stored once.
 */
export function postHash(site: string, sourceId: string): string {
  return createHash('sha256').update(`${site.trim().toLowerCase()}\n${sourceId}`).digest('hex').slice(0, 32);
}

/**
 * Enriches and matches a batch outside any transaction (it is CPU work), so the write that follows holds the
 * database only briefly. Duplicates within the batch collapse to the last copy.
 */
export function preparePosts(source: BatchSource, batch: readonly CollectedPost[], matcher: FeedMatcher): PreparedPost[] {
  const byId = new Map<string, PreparedPost>();
  for (const post of batch) {
    const enrichment = enrichPost(post, { sourceLabelId: source.labelId });
    const id = postHash(post.site, post.sourceId);
    const fields = { ...post, lang: enrichment.lang };
    const matchable = toMatchablePost(fields);
    const keys = postKeySets(matchable);
    byId.set(id, {
      row: {
        id,
        source: post.site.trim().toLowerCase(),
        sourceId: post.sourceId,
        sourceRef: source.id,
        threadId: postHash(post.site, post.threadSourceId),
        medium: post.medium,
        site: post.site,
        threadTitle: post.threadTitle,
        threadLink: post.threadLink,
        postLink: post.postLink,
        message: post.message,
        authorName: post.authorName,
        authorId: post.authorId,
        authorImage: post.authorImage,
        authorLink: post.authorLink,
        channel: post.channel,
        channelLink: post.channelLink,
        postedAt: new Date(post.postedAt),
        isComment: post.isComment,
        commentCount: post.commentCount,
        shareCount: post.shareCount,
        viewCount: post.viewCount,
        reactionCount: post.reactions.count,
        reactionLike: post.reactions.like,
        reactionDislike: post.reactions.dislike,
        reactionLove: post.reactions.love,
        reactionHaha: post.reactions.haha,
        reactionAngry: post.reactions.angry,
        reactionSad: post.reactions.sad,
        reactionWow: post.reactions.wow,
        lang: enrichment.lang,
        aiSentiment: enrichment.sentiment,
        labelId: enrichment.labelId,
        terms: enrichment.terms,
        matchKeys: keys.all,
        demo: source.demo,
      },
      feedIds: matcher.match(matchable),
      textKeys: keys.text,
      displays: enrichment.displays,
    });
  }
  return [...byId.values()];
}

/** Rows per INSERT: about 40 parameters a row stays far below PostgreSQL's 65,535 parameters per statement. */
const WRITE_BATCH = 250;

/**
 * Writes prepared posts idempotently: a post already stored keeps its text and enrichment and only takes the newer
 * engagement figures (its feed links' copies too); a new post is linked to the real-time feeds it matched. The
 * source's health counts only new posts, so a batch written twice (after a crash) counts once. Run inside the
 * transaction that also finishes the job that delivered the batch.
 */
export async function writePosts(tx: Db, sourceId: number | null, prepared: readonly PreparedPost[], now: Date): Promise<StoreResult> {
  const newIds = new Set<string>();
  for (let i = 0; i < prepared.length; i += WRITE_BATCH) {
    const batch = prepared.slice(i, i + WRITE_BATCH);
    const rows = batch.map((p) => ({ ...p.row, collectedAt: now }));
    const written = await tx
      .insert(posts)
      .values(rows)
      .onConflictDoUpdate({
        target: posts.id,
        set: {
          commentCount: sql`excluded.comment_count`,
          shareCount: sql`excluded.share_count`,
          viewCount: sql`excluded.view_count`,
          reactionCount: sql`excluded.reaction_count`,
          reactionLike: sql`excluded.reaction_like`,
          reactionDislike: sql`excluded.reaction_dislike`,
          reactionLove: sql`excluded.reaction_love`,
          reactionHaha: sql`excluded.reaction_haha`,
          reactionAngry: sql`excluded.reaction_angry`,
          reactionSad: sql`excluded.reaction_sad`,
          reactionWow: sql`excluded.reaction_wow`,
        },
      })
      // xmax is 0 on a row this statement inserted, and set on one it updated.
      .returning({ id: posts.id, inserted: sql<boolean>`(xmax = 0)` });
    for (const w of written) if (w.inserted) newIds.add(w.id);
    await recordTermDisplays(
      tx,
      batch.filter((p) => newIds.has(p.row.id)).map((p) => ({ terms: p.row.terms ?? [], displays: p.displays })),
    );
  }

  await refreshLinkedCopies(tx, prepared.filter((p) => !newIds.has(p.row.id)).map((p) => p.row.id));
  const links = prepared
    .filter((p) => newIds.has(p.row.id))
    .flatMap((p) => p.feedIds.map((taskId) => ({ taskId, postId: p.row.id, textKeys: p.textKeys })));
  await linkPosts(tx, links, now);

  const lags = prepared
    .filter((p) => newIds.has(p.row.id))
    .map((p) => Math.max(0, now.getTime() - (p.row.postedAt as Date).getTime()))
    .sort((a, b) => a - b);
  const lagMs = lags.length > 0 ? lags[Math.floor(lags.length / 2)]! : null;
  if (sourceId !== null) {
    await tx
      .update(sources)
      .set({
        postsCollected: sql`${sources.postsCollected} + ${newIds.size}`,
        ...(lagMs !== null ? { lagMs } : {}),
      })
      .where(eq(sources.id, sourceId));
  }
  return { received: prepared.length, inserted: newIds.size, links: links.length, lagMs };
}
