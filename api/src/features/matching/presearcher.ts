import { MEDIUMS, type MediumName } from 'shared/contract';
import {
  compileQuery,
  documentTokens,
  indexDocument,
  parseQuery,
  PresearchIndex,
  requiredTermSets,
  type CompiledQuery,
  type DocumentIndex,
  type MatchDocument,
} from 'shared/query';

/** What matching needs of a feed: its boolean query and its filters (null = no filter). */
export interface MatchableFeed {
  id: number;
  query: string;
  mediums: MediumName[] | null;
  /** Language code the post must declare, compared exactly (e.g. 'zh-HK', 'en'). */
  lang: string | null;
  /** Epoch ms, inclusive. */
  from: number | null;
  /** Epoch ms, inclusive. */
  to: number | null;
}

export interface MatchablePost {
  title: string;
  body: string;
  author: string;
  site: string;
  medium: MediumName;
  lang: string | null;
  /** Epoch ms. */
  postedAt: number;
}

/** Estimated share of posts that contain a presearch key (any positive number; only the order matters). */
export type KeyCommonness = (key: string) => number;

const HAN = /\p{Script=Han}/u;

/**
 * A static estimate for when no document frequencies are at hand: a CJK pair (two characters written together)
 * is rare, a lone CJK character common; a Latin or digit word is rarer the longer it is, and words of one to
 * three letters ("the", "mtr", "a") are treated as very common.
 */
export function staticCommonness(key: string): number {
  const length = [...key].length;
  if (HAN.test(key)) return length >= 2 ? 0.03 : 0.3;
  return length <= 3 ? 0.5 : 2 ** -(length - 2);
}

/** One bit per medium, so a feed's mediums are a number in the feed's own record (no set to look up). */
const MEDIUM_BIT = new Map(MEDIUMS.map((medium, i) => [medium, 2 ** i]));

interface IndexedFeed {
  id: number;
  matcher: CompiledQuery;
  /** Bits of MEDIUM_BIT. */
  mediums: number | null;
  lang: string | null;
  from: number | null;
  to: number | null;
  /** Keys the feed is filed under; null when it is on the always-check list, [] when it can never match. */
  keys: string[] | null;
  /** The lookup that last listed the feed as a candidate, so it is listed once. */
  seen: number;
}

/**
 * Matches posts against many feeds without running every feed's compiled query (a presearcher in the style of
 * Lucene Monitor). Every required clause of a query (requiredTermSets) lists keys of which a matching post must
 * hold one, so a feed is filed under the keys of one clause only, the one whose keys are rarest together: a post
 * can only match the feed if it holds one of them. A post's keys then name its candidates, which are filtered by
 * medium, language and date and verified with the compiled query; feeds with no required clause (NOT only) are
 * candidates for every post.
 */
export class FeedMatcher {
  private readonly feeds = new Map<number, IndexedFeed>();
  private readonly byKey = new PresearchIndex<IndexedFeed>();
  private readonly alwaysCheck = new Set<IndexedFeed>();
  private lookups = 0;

  /**
   * `commonness` ranks keys when choosing a feed's clause: staticCommonness, or document frequencies of recent
   * posts. A feed keeps the keys it was filed under until it is added again.
   */
  constructor(private readonly commonness: KeyCommonness = staticCommonness) {}

  /** Adds a feed, or replaces the feed with the same id. Throws when its query does not parse. */
  add(feed: MatchableFeed): void {
    const parsed = parseQuery(feed.query);
    if (!parsed.ok) throw new Error(`Feed ${feed.id}: ${parsed.error.message}`);
    this.remove(feed.id);
    const entry: IndexedFeed = {
      id: feed.id,
      matcher: compileQuery(parsed.ast),
      mediums: feed.mediums === null ? null : feed.mediums.reduce((bits, medium) => bits | mediumBit(medium), 0),
      lang: feed.lang,
      from: feed.from,
      to: feed.to,
      keys: chooseKeys(requiredTermSets(parsed.ast), this.commonness),
      seen: 0,
    };
    this.feeds.set(feed.id, entry);
    if (entry.keys === null) this.alwaysCheck.add(entry);
    else this.byKey.add(entry, entry.keys);
  }

  remove(id: number): void {
    const entry = this.feeds.get(id);
    if (!entry) return;
    this.feeds.delete(id);
    this.alwaysCheck.delete(entry);
    this.byKey.remove(entry);
  }

  /** Ids of the feeds the post matches, ascending. */
  match(post: MatchablePost): number[] {
    // One index for the lookup and every verification, so the post is folded and tokenised once.
    const index = indexDocument(matchDocument(post));
    const matched: number[] = [];
    const medium = mediumBit(post.medium);
    for (const entry of this.candidates(index)) {
      if (accepts(entry, post, medium) && entry.matcher.matchesIndex(index)) matched.push(entry.id);
    }
    return matched.sort((a, b) => a - b);
  }

  /** How many feeds the presearch hands to the filters and verification for the post, for measuring. */
  candidateCount(post: MatchablePost): number {
    return this.candidates(indexDocument(matchDocument(post))).length;
  }

  /** Feeds filed under a key of the post, then the always-check list (never filed), each once. */
  private candidates(index: DocumentIndex): IndexedFeed[] {
    const lookup = ++this.lookups;
    const found = [...this.alwaysCheck];
    for (const filed of this.byKey.find(index)) {
      for (const entry of filed) {
        if (entry.seen === lookup) continue;
        entry.seen = lookup;
        found.push(entry);
      }
    }
    return found;
  }
}

/** The clause to file a feed under: the one with the lowest summed commonness (a post holds any of its keys). */
function chooseKeys(sets: string[][], commonness: KeyCommonness): string[] | null {
  if (sets.length === 0) return null;
  const cost = (set: string[]) => set.reduce((sum, key) => sum + commonness(key), 0);
  let best = sets[0]!;
  let bestCost = cost(best);
  for (const set of sets.slice(1)) {
    const c = cost(set);
    if (c < bestCost || (c === bestCost && set.length < best.length)) {
      best = set;
      bestCost = c;
    }
  }
  return best;
}

/**
 * The keys a post must hold one of to possibly match the query (as a feed is filed under them), so an archive
 * search can look up only posts holding them; null when the query requires no key (NOT only), [] when it can
 * never match. Throws when the query does not parse.
 */
export function presearchKeys(query: string, commonness: KeyCommonness = staticCommonness): string[] | null {
  const parsed = parseQuery(query);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return chooseKeys(requiredTermSets(parsed.ast), commonness);
}

/**
 * A post's presearch keys (documentTokens of every field), stored with it for archive look-ups, and those of its
 * title and body alone, which decide a keyword without a field. Fields are tokenised apart (no key spans two), so
 * the post's keys are those of its title and body with those of its author and site.
 */
export function postKeySets(post: Pick<MatchablePost, 'title' | 'body' | 'author' | 'site'>): { all: string[]; text: string[] } {
  const text = documentTokens({ title: post.title, body: post.body });
  const all = new Set(text);
  for (const key of documentTokens({ body: '', author: post.author, site: post.site })) all.add(key);
  return { all: [...all], text: [...text] };
}

/** A post's presearch keys, stored with it for archive look-ups. */
export function postKeys(post: Pick<MatchablePost, 'title' | 'body' | 'author' | 'site'>): string[] {
  return postKeySets(post).all;
}

function matchDocument(post: Pick<MatchablePost, 'title' | 'body' | 'author' | 'site'>): MatchDocument {
  return { title: post.title, body: post.body, author: post.author, site: post.site };
}

function mediumBit(medium: MediumName): number {
  return MEDIUM_BIT.get(medium) ?? 0;
}

function accepts(feed: IndexedFeed, post: MatchablePost, medium: number): boolean {
  return (
    (feed.mediums === null || (feed.mediums & medium) !== 0) &&
    (feed.lang === null || feed.lang === post.lang) &&
    (feed.from === null || post.postedAt >= feed.from) &&
    (feed.to === null || post.postedAt <= feed.to)
  );
}
