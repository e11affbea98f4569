export interface Section {
  title: string;
  beta: boolean;
}

const SECTIONS: Record<string, Section> = {
  feed: { title: 'Feed', beta: false },
  trend: { title: 'Trend Explorer', beta: true },
  account: { title: 'Account', beta: false },
  usage: { title: 'Account', beta: false },
  login: { title: 'Login', beta: false },
  logout: { title: 'Signing out', beta: false },
};

/** The area a path belongs to, by its first segment (spec doc 1 §2.3); null for '/' and unknown paths. */
export function sectionOf(pathname: string): Section | null {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return SECTIONS[first] ?? null;
}

export const PRODUCT_NAME = 'HarbourPulse';

/** The browser tab's title for a path. */
export function documentTitleOf(pathname: string): string {
  const section = sectionOf(pathname);
  return section ? `${section.title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}
