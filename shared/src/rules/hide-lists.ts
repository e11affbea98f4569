// Rules of the hide settings editors (spec doc 3 §2 "Hide dialogs", §4, §5): the site filter of the top threads and
// the keyword and topic managers. Each edits a local list that is saved only on 'Save changes'.

export const SITE_REQUIRED = 'Please select at least one site';

interface MediumSiteList {
  medium: string;
  sites: readonly string[];
}

/** `list` with `items` added (hide) or taken out (unhide); order kept, new items at the end, no repeats. */
export function setHidden(list: readonly string[], items: readonly string[], hide: boolean): string[] {
  const out = list.filter((x) => !items.includes(x));
  return hide ? [...out, ...items.filter((x, i) => items.indexOf(x) === i)] : out;
}

export function catalogueSites(medsites: readonly MediumSiteList[]): string[] {
  return medsites.flatMap((m) => m.sites);
}

/** A medium is checked only when every one of its sites is (a medium without sites is not). */
export function mediumChecked(sites: readonly string[], hidden: readonly string[]): boolean {
  return sites.length > 0 && sites.every((s) => !hidden.includes(s));
}

/** Some but not all of the medium's sites are checked. */
export function mediumPartlyChecked(sites: readonly string[], hidden: readonly string[]): boolean {
  const shown = sites.filter((s) => !hidden.includes(s)).length;
  return shown > 0 && shown < sites.length;
}

/** 'All medium' is on when every site of the catalogue is checked. */
export function allMediaChecked(medsites: readonly MediumSiteList[], hidden: readonly string[]): boolean {
  return mediumChecked(catalogueSites(medsites), hidden);
}

/** Whether the filter leaves any site of the catalogue checked; when not, the 'Please select at least one site' error shows. */
export function anySiteChecked(medsites: readonly MediumSiteList[], hidden: readonly string[]): boolean {
  return catalogueSites(medsites).some((s) => !hidden.includes(s));
}

/** The keyword and topic search: case-insensitive substring, blank matches all. */
export function matchesHideSearch(word: string, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || word.toLowerCase().includes(needle);
}

export interface HideRow {
  word: string;
  count: number;
}

/** Every row once (first seen wins), split by the local hidden list into the two tabs. */
export function splitHideRows(rows: readonly HideRow[], hidden: readonly string[]): { shown: HideRow[]; hidden: HideRow[] } {
  const seen = new Set<string>();
  const unique = rows.filter((r) => !seen.has(r.word) && seen.add(r.word));
  return { shown: unique.filter((r) => !hidden.includes(r.word)), hidden: unique.filter((r) => hidden.includes(r.word)) };
}
