import { and, eq, ne } from 'drizzle-orm';
import type { FeedDetail, FeedFrequency, FeedType, GuidedQuery, MediumName } from 'shared/contract';
import { countIncludeKeywords, guidedToQuery, keywordError, normaliseGuided, parseQuery, queryTerms } from 'shared/query';
import { ADHOC_KEYWORD_CAP, FEED_CHECK_MESSAGES, creationError, dateError, frequencyAllowed } from 'shared/rules';
import type { Db } from '../../db/client.js';
import { accounts, industries, languages, tasks } from '../../db/schema.js';
import { ApiFailure } from '../../http/failure.js';

type AccountRow = typeof accounts.$inferSelect;

export const ADHOC_ON_REQUEST_TEXT = 'An ad-hoc feed is updated on request only';
export const UNKNOWN_INDUSTRY_TEXT = 'Choose an industry from the list';
export const UNKNOWN_LANGUAGE_TEXT = 'Pick a language from the list';

/** What a feed stores once its detail passed every check. */
export interface CheckedFeed {
  type: FeedType;
  frequency: FeedFrequency;
  guided: GuidedQuery;
  queryString: string;
  includeKeywords: number;
  mediums: MediumName[] | null;
}

const invalid = (message: string) => new ApiFailure(400, 'invalid_request', message);
const keywordsExceed = (message: string = FEED_CHECK_MESSAGES.keywordsExceed) => new ApiFailure(400, 'limit_reached', message);

/**
 * Include keywords as the plan limits count them: the guided query's, or, for a feed that matches with an
 * advanced query of its own, that query's distinct terms outside NOT (so typing the query instead of
 * building it does not escape the limits).
 */
export function includeKeywordCount(guided: GuidedQuery, queryString: string): number {
  if (queryString === guidedToQuery(guided)) return countIncludeKeywords(guided);
  const parsed = parseQuery(queryString);
  return parsed.ok ? queryTerms(parsed.ast).length : 0;
}

/**
 * The checks of spec doc 1 §5, the per-feed keyword limit and the reference lists. The advanced string is
 * the query the feed matches with; when it is empty it is derived from the guided query.
 */
export async function checkFeedDetail(db: Db, account: AccountRow, detail: FeedDetail, now: number): Promise<CheckedFeed> {
  const problem = creationError(detail, countIncludeKeywords);
  if (problem === FEED_CHECK_MESSAGES.keywordsExceed) throw keywordsExceed();
  if (problem) throw invalid(problem);
  // creationError has refused a missing type or frequency.
  const type = detail.type!;
  const frequency = detail.frequency!;

  for (const group of detail.keywords.guided) {
    for (const keyword of [...group.in, ...group.ex].flat()) {
      const error = keywordError(keyword);
      if (error) throw invalid(error);
    }
  }

  const dates = dateError(detail, { now, planEarliest: account.dateFrom ? account.dateFrom.getTime() : null });
  if (dates) throw invalid(dates);
  if (!frequencyAllowed(type, frequency)) throw invalid(ADHOC_ON_REQUEST_TEXT);

  const guided = normaliseGuided(detail.keywords.guided);
  const advanced = detail.keywords.advanced.trim();
  const queryString = advanced || guidedToQuery(guided);
  const parsed = parseQuery(queryString);
  if (!parsed.ok) throw invalid(parsed.error.message);

  const includeKeywords = includeKeywordCount(guided, queryString);
  if (account.kwPt !== null && includeKeywords > account.kwPt) throw keywordsExceed();
  if (type === 1 && includeKeywords > ADHOC_KEYWORD_CAP) throw keywordsExceed();

  if (detail.indus_id !== 0) {
    const [industry] = await db.select({ id: industries.id }).from(industries).where(eq(industries.id, detail.indus_id));
    if (!industry) throw invalid(UNKNOWN_INDUSTRY_TEXT);
  }
  const [language] = await db.select({ code: languages.langAbbr }).from(languages).where(eq(languages.langAbbr, detail.lang));
  if (!language) throw invalid(UNKNOWN_LANGUAGE_TEXT);
  // Medium names are checked by the contract's schema, which the reference list is seeded from.
  const picked = detail.mediums === null ? null : [...new Set(detail.mediums)];
  return { type, frequency, guided, queryString, includeKeywords, mediums: picked };
}

/**
 * The account-wide keyword limit: include keywords summed over the account's feeds, the checked feed
 * counted with its new query. Run under the account lock so two saves cannot both fit in the last room.
 */
export async function checkAccountKeywords(db: Db, account: AccountRow, feed: CheckedFeed, replacingTaskId: number | null): Promise<void> {
  if (account.keywordLimit === null) return;
  const others = await db
    .select({ queryLayer: tasks.queryLayer, queryString: tasks.queryString })
    .from(tasks)
    .where(replacingTaskId === null ? eq(tasks.accountId, account.id) : and(eq(tasks.accountId, account.id), ne(tasks.id, replacingTaskId)));
  const used = others.reduce((sum, t) => sum + includeKeywordCount(t.queryLayer, t.queryString), 0);
  if (used + feed.includeKeywords > account.keywordLimit) {
    throw keywordsExceed(
      `${FEED_CHECK_MESSAGES.keywordsExceed}: your plan allows ${account.keywordLimit} keywords across all feeds and your other feeds use ${used}`,
    );
  }
}

/** Serialises creates and saves within one account, so limits and the save throttle are checked against settled counts. */
export async function lockAccount(db: Db, accountId: number): Promise<AccountRow> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
  // The caller's session holds a user of this account, and users keep their account from being deleted.
  return row!;
}
