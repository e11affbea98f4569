import { countOf } from './count-of.js';
import { truncateText } from './posts-page.js';

// Rules of the Top authors table (spec doc 3 §2, §9).

/** Authors shown per page, and the longest author name shown in full. */
export const AUTHORS_PAGE_SIZE = 5;
export const AUTHOR_NAME_LIMIT = 14;

/** One page of a list: the page (kept within the pages there are), the page count and the 1-based first and last row. */
export interface ListPage {
  page: number;
  pages: number;
  first: number;
  last: number;
}

export function authorsPage(total: number, page: number, size = AUTHORS_PAGE_SIZE): ListPage {
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  if (total === 0) return { page: 1, pages, first: 0, last: 0 };
  const first = (current - 1) * size + 1;
  return { page: current, pages, first, last: Math.min(total, current * size) };
}

/** 'Showing 6-10 of 12 authors'. */
export function authorsRangeLabel(total: number, page: number, size = AUTHORS_PAGE_SIZE): string {
  const { first, last } = authorsPage(total, page, size);
  return `Showing ${first}-${last} of ${countOf(total, 'author')}`;
}

/** An author's name as the table shows it: cut at 14 characters (the full name goes in a title). */
export function shortAuthorName(name: string): string {
  return truncateText(name, AUTHOR_NAME_LIMIT);
}
