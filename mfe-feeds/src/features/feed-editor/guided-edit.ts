import type { FeedType, GuidedQuery } from 'shared/contract';
import { ADHOC_KEYWORD_CAP } from 'shared/rules';

/**
 * The guided builder shows AND-joined groups of alternatives and one 'Exclude :' section. The stored
 * query keeps exclusions per group; the builder gathers them, and puts them back on the last group
 * (every exclusion applies to the whole query, so which group holds them does not change its meaning).
 */
export interface BuilderModel {
  groups: string[][][];
  exclusions: string[][];
}

/** Where a keyword chip sits; `index` null is a new chip being typed. */
export type ChipTarget = { kind: 'in'; group: number; index: number | null } | { kind: 'ex'; index: number | null };

export function builderModel(query: GuidedQuery): BuilderModel {
  return { groups: query.map((g) => g.in), exclusions: query.flatMap((g) => g.ex) };
}

export function guidedFromModel({ groups, exclusions }: BuilderModel): GuidedQuery {
  if (groups.length === 0) return exclusions.length ? [{ in: [], ex: exclusions }] : [];
  return groups.map((alternatives, i) => ({ in: alternatives, ex: i === groups.length - 1 ? exclusions : [] }));
}

/** An alternative is keywords that must all appear; its chip shows them joined by ' + ' and edits split them back. */
const ALL_OF = ' + ';

export function keywordText(entry: readonly string[]): string {
  return entry.join(ALL_OF);
}

function replaceAt<T>(list: readonly T[], index: number | null, value: T): T[] {
  return index === null ? [...list, value] : list.map((item, i) => (i === index ? value : item));
}

/** The query with the chip at `target` set to `text` (a new chip is appended). Blank and repeated keywords are left to normaliseGuided. */
export function setKeyword(query: GuidedQuery, target: ChipTarget, text: string): GuidedQuery {
  const model = builderModel(query);
  const entry = text.split(ALL_OF).map((k) => k.trim());
  if (target.kind === 'ex') return guidedFromModel({ ...model, exclusions: replaceAt(model.exclusions, target.index, entry) });
  const groups = target.group >= model.groups.length ? [...model.groups, []] : model.groups;
  return guidedFromModel({ ...model, groups: groups.map((g, i) => (i === target.group ? replaceAt(g, target.index, entry) : g)) });
}

export function removeKeyword(query: GuidedQuery, target: ChipTarget): GuidedQuery {
  if (target.index === null) return query;
  const model = builderModel(query);
  if (target.kind === 'ex') return guidedFromModel({ ...model, exclusions: model.exclusions.filter((_, i) => i !== target.index) });
  const groups = model.groups.map((g, gi) => (gi === target.group ? g.filter((_, i) => i !== target.index) : g)).filter((g) => g.length > 0);
  return guidedFromModel({ ...model, groups });
}

/**
 * Include keywords still allowed: the plan's per-feed limit, and for an ad-hoc feed at most 100 whatever
 * the plan; null when unlimited.
 */
export function keywordsLeft(type: FeedType | null, planLimit: number | null, used: number): number | null {
  const caps = [planLimit, type === 1 ? ADHOC_KEYWORD_CAP : null].filter((c): c is number => c !== null);
  if (caps.length === 0) return null;
  return Math.max(0, Math.min(...caps) - used);
}

/** The builder's view flags: NoExOnly when the query has no exclusions, ExcludeOnly when it has nothing but exclusions. */
export function guidedViewOf(query: GuidedQuery): { NoExOnly: boolean; ExcludeOnly: boolean } {
  const model = builderModel(query);
  const hasIncludes = model.groups.some((g) => g.length > 0);
  const hasExclusions = model.exclusions.length > 0;
  return { NoExOnly: !hasExclusions, ExcludeOnly: hasExclusions && !hasIncludes };
}
