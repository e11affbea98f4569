import type { Medium, MediumName, Site } from 'shared/contract';

/** Names shown for the server's medium names on the sources step. */
export const MEDIUM_LABELS: Record<MediumName, string> = {
  Facebook: 'Facebook',
  Instagram: 'Instagram',
  Social: 'Other Socials',
  Forum: 'Forums',
  News: 'News',
  Blog: 'Blogs',
  Video: 'Videos',
  Telegram: 'Telegram',
};

const FIXED_HINTS: Partial<Record<MediumName, string>> = {
  Facebook: 'post, page and group',
  Telegram: '100+ channels',
  Video: 'Youtube, etc',
};

/** Media whose hint names a few of their known sites, e.g. 'LIHKG, HKGolden, Discuss.com.hk…'. */
const SITE_HINTED: readonly MediumName[] = ['Forum', 'News', 'Blog', 'Instagram', 'Social'];
const SITES_IN_HINT = 3;

/** The hint under a medium's toggle: the spec's fixed texts, or the first known sites of the medium. */
export function mediumHint(medium: MediumName, sites: readonly Site[]): string | null {
  const fixed = FIXED_HINTS[medium];
  if (fixed) return fixed;
  if (!SITE_HINTED.includes(medium)) return null;
  const names = sites.filter((s) => s.medium === medium).map((s) => s.display_name);
  if (names.length === 0) return null;
  return names.length > SITES_IN_HINT ? `${names.slice(0, SITES_IN_HINT).join(', ')}…` : names.join(', ');
}

/** The media picked: null means all of them. */
export function selectedMediums(mediums: MediumName[] | null, all: readonly Medium[]): Set<MediumName> {
  return new Set(mediums ?? all.map((m) => m.medium));
}

/** The detail's `mediums` for a selection: null when every medium is on, in the server's order otherwise. */
export function mediumsValue(selected: ReadonlySet<MediumName>, all: readonly Medium[]): MediumName[] | null {
  const names = all.map((m) => m.medium);
  if (names.every((n) => selected.has(n))) return null;
  return names.filter((n) => selected.has(n));
}

/** Turns some media on or off (one medium, or a whole section through its All toggle). */
export function toggleMediums(mediums: MediumName[] | null, all: readonly Medium[], which: readonly MediumName[], on: boolean): MediumName[] | null {
  const selected = selectedMediums(mediums, all);
  for (const name of which) {
    if (on) selected.add(name);
    else selected.delete(name);
  }
  return mediumsValue(selected, all);
}
