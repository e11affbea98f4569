import { AUTHORS_PAGE_SIZE, authorsPage, authorsRangeLabel, shortAuthorName } from './authors-page.js';

describe('authorsPage', () => {
  it('shows 5 authors a page', () => {
    expect(AUTHORS_PAGE_SIZE).toBe(5);
    expect(authorsPage(12, 1)).toEqual({ page: 1, pages: 3, first: 1, last: 5 });
    expect(authorsPage(12, 2)).toEqual({ page: 2, pages: 3, first: 6, last: 10 });
    expect(authorsPage(12, 3)).toEqual({ page: 3, pages: 3, first: 11, last: 12 });
  });

  it('keeps the page within the pages there are', () => {
    expect(authorsPage(12, 9)).toEqual({ page: 3, pages: 3, first: 11, last: 12 });
    expect(authorsPage(12, 0)).toEqual({ page: 1, pages: 3, first: 1, last: 5 });
    expect(authorsPage(0, 2)).toEqual({ page: 1, pages: 1, first: 0, last: 0 });
  });

  it("says 'Showing X-Y of N authors'", () => {
    expect(authorsRangeLabel(12, 2)).toBe('Showing 6-10 of 12 authors');
    expect(authorsRangeLabel(1, 1)).toBe('Showing 1-1 of 1 author');
  });
});

describe('shortAuthorName', () => {
  it('cuts names over 14 characters', () => {
    expect(shortAuthorName('Harbour Watcher')).toBe('Harbour Watche ...');
    expect(shortAuthorName('Harbour Watch!')).toBe('Harbour Watch!');
    expect(shortAuthorName('香港交通消息香港交通消息香港交通消息')).toBe('香港交通消息香港交通消息香港 ...');
  });
});
