import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { MediumName } from 'shared/contract';
import type { Db } from '../../db/client.js';
import { feedPosts, posts } from '../../db/schema.js';
import { postKeySets } from '../matching/presearcher.js';

/** A post for tests, put straight into the archive and a feed; the label names it. */
export interface PostFixture {
  label: string;
  message: string;
  at: number;
  title?: string;
  site?: string;
  medium?: MediumName;
  author?: string;
  /** Label of the thread's opening post; omitted for an opening post. */
  thread?: string;
  threadLink?: string;
  counts?: { reaction?: number; comment?: number; share?: number; view?: number };
  sentiment?: number | null;
  demo?: boolean;
  /** Not linked to the feed when false. */
  inFeed?: boolean;
  spam?: { state: 1 | 2; by?: number; at?: number };
  /** Word-cloud terms, as enrichment would store them (folded). */
  terms?: string[];
  channel?: string;
}

/** A hash-like id, as the live_sid format wants hexadecimal. */
export const fixtureHash = (label: string) => createHash('sha256').update(label).digest('hex').slice(0, 32);

/** Rows per insert, under PostgreSQL's limit on parameters per statement. */
const CHUNK = 500;

/** Stores the posts as the collector would (presearch keys included) and links those in the feed to it, with the post's figures copied. */
export async function insertFeedPosts(db: Db, taskId: number, list: readonly PostFixture[]): Promise<void> {
  for (let i = 0; i < list.length; i += CHUNK) await insertChunk(db, taskId, list.slice(i, i + CHUNK));
}

async function insertChunk(db: Db, taskId: number, list: readonly PostFixture[]): Promise<void> {
  const docOf = (p: PostFixture) => ({ title: p.title ?? '', body: p.message, author: p.author ?? 'someone', site: p.site ?? 'LIHKG' });
  await db.insert(posts).values(
    list.map((p) => {
      const doc = docOf(p);
      return {
        id: fixtureHash(p.label),
        source: doc.site.toLowerCase(),
        sourceId: p.label,
        threadId: fixtureHash(p.thread ?? p.label),
        medium: p.medium ?? 'Forum',
        site: doc.site,
        threadTitle: doc.title,
        threadLink: p.threadLink ?? `https://forum.example.hk/t/${p.thread ?? p.label}`,
        postLink: `https://forum.example.hk/p/${p.label}`,
        message: p.message,
        authorName: doc.author,
        postedAt: new Date(p.at),
        isComment: p.thread !== undefined,
        commentCount: p.counts?.comment ?? 0,
        shareCount: p.counts?.share ?? 0,
        viewCount: p.counts?.view ?? 0,
        reactionCount: p.counts?.reaction ?? 0,
        aiSentiment: p.sentiment === undefined ? 0 : p.sentiment,
        demo: p.demo ?? false,
        matchKeys: postKeySets(doc).all,
        terms: p.terms ?? [],
        channel: p.channel ?? null,
      };
    }),
  );
  const linked = list.filter((p) => p.inFeed !== false);
  if (linked.length === 0) return;
  await db.insert(feedPosts).values(
    linked.map((p) => ({
      taskId,
      postId: fixtureHash(p.label),
      postedAt: new Date(p.at),
      isComment: p.thread !== undefined,
      matchedAt: new Date(p.at),
      site: p.site ?? 'LIHKG',
      medium: p.medium ?? 'Forum',
      effectiveSentiment: p.sentiment === undefined ? 0 : p.sentiment,
      reactionCount: p.counts?.reaction ?? 0,
      commentCount: p.counts?.comment ?? 0,
      shareCount: p.counts?.share ?? 0,
      viewCount: p.counts?.view ?? 0,
      textKeys: postKeySets(docOf(p)).text,
      authorKey: sql<number>`author_key(${p.site ?? 'LIHKG'}, '', ${p.author ?? 'someone'})`,
      channel: p.channel ?? '',
      ...(p.spam ? { spam: p.spam.state, spamBy: p.spam.by ?? null, spamAt: new Date(p.spam.at ?? p.at) } : {}),
    })),
  );
}
