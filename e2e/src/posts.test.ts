import { read, utils } from 'xlsx';
import type { Download, Locator, Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './setup/browser';
import { ANALYST, baseUrl, feedsOf, logIn } from './setup/product';

let browser: BrowserSession;
let postsUrl: string;

beforeAll(async () => {
  browser = await openBrowser();
  // The demo's live feed with the most threads, so every filter below has posts to act on.
  const feeds = await feedsOf(baseUrl(), ANALYST);
  const live = feeds.filter((f) => f.task_type === 0).sort((a, b) => b.total_threads - a.total_threads)[0];
  if (!live) throw new Error('The demo data has no live feed');
  postsUrl = `${baseUrl()}/feed/${live.task_id}/posts`;
  await logIn(browser.page, baseUrl(), ANALYST);
  await browser.page.waitForURL('**/feed');
}, 90_000);

afterAll(async () => {
  await browser?.close();
});

const posts = (page: Page) => page.locator('article');

/** The figure of 'Total records: N'. */
async function totalRecords(page: Page): Promise<number> {
  const line = page.getByText(/^Total records:/).first();
  await line.waitFor();
  const text = (await line.locator('xpath=..').innerText()).replace(/[^\d]/g, '');
  return Number(text);
}

/** Waits until the list shows posts again after a search has answered. */
async function settled(page: Page): Promise<void> {
  await page.getByText('Loading posts').waitFor({ state: 'detached' });
  await posts(page).first().waitFor();
}

/** Does what changes the list, and waits for the search it sends to answer and the list to show it. */
async function researched(page: Page, action: () => Promise<unknown>): Promise<void> {
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/task/search') && r.request().method() === 'POST'), action()]);
  await settled(page);
}

/** A post found by its link, which stays put while the demo stream adds new posts above it. */
function postByLink(page: Page, href: string): Locator {
  return page.locator('article').filter({ has: page.locator(`a[href="${href}"]`) });
}

async function firstPostLink(page: Page): Promise<string> {
  const href = await posts(page).first().locator('a[href^="http"]').first().getAttribute('href');
  if (!href) throw new Error('The first post has no link');
  return href;
}

/** Opens a filter menu by its button and unticks items (every item is ticked while the filter shows all). */
async function untick(page: Page, button: RegExp, items: string[]): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  for (const item of items) {
    await researched(page, () => page.getByRole('menuitemcheckbox', { name: item }).click());
  }
  await page.keyboard.press('Escape');
}

function sheetsOf(bytes: Buffer): Record<string, unknown[][]> {
  const book = read(bytes, { type: 'buffer' });
  return Object.fromEntries(book.SheetNames.map((name) => [name, utils.sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1 })]));
}

async function downloaded(download: Download): Promise<{ name: string; sheets: Record<string, unknown[][]> }> {
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  return { name: download.suggestedFilename(), sheets: sheetsOf(readFileSync(path)) };
}

test('an analyst searches and filters a feed by sentiment and post type', async () => {
  const { page } = browser;
  await researched(page, () => page.goto(postsUrl));
  const all = await totalRecords(page);
  expect(all).toBeGreaterThan(0);
  await screenshot(page, 'posts-1-list');

  // The sub-header's search box: Enter applies it (kept in the URL), X clears it. The query language's author field
  // picks one author's posts.
  const author = (await posts(page).allInnerTexts()).map((text) => /^([a-z]+\d+)$/m.exec(text)?.[1]).find(Boolean);
  if (!author) throw new Error('No post on the first page has a plain author handle');
  const search = page.getByRole('textbox', { name: 'Search posts' });
  await search.fill(`author:${author}`);
  await researched(page, () => search.press('Enter'));
  expect(new URL(page.url()).searchParams.get('search')).toBe(`author:${author}`);
  const searched = await totalRecords(page);
  expect(searched).toBeGreaterThan(0);
  expect(searched).toBeLessThan(all);
  for (const text of await posts(page).allInnerTexts()) expect(text).toContain(author);
  await researched(page, () => page.getByRole('button', { name: 'Clear search' }).click());
  expect(new URL(page.url()).searchParams.has('search')).toBe(false);
  expect(await totalRecords(page)).toBeGreaterThanOrEqual(all);

  await untick(page, /^Post type:/, ['Comments']);
  expect(new URL(page.url()).searchParams.get('type')).toBe('2');
  const threads = await totalRecords(page);
  expect(threads).toBeLessThan(all);
  expect(await posts(page).getByText('Comment', { exact: true }).count()).toBe(0);

  // Keep only the sentiment of the first thread shown, so the filter is sure to leave posts.
  const labels = () => page.getByRole('button', { name: /^Change sentiment, now / }).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')!.replace('Change sentiment, now ', '')));
  const kept = (await labels()).find((label) => ['Positive', 'Neutral', 'Negative'].includes(label))!;
  await untick(page, /^Sentiment:/, ['Positive', 'Neutral', 'Negative', 'Unassigned'].filter((label) => label !== kept));
  expect(new URL(page.url()).searchParams.getAll('sentiment')).toEqual([{ Positive: '1', Neutral: '0', Negative: '-1' }[kept]]);
  expect(await totalRecords(page)).toBeLessThanOrEqual(threads);
  const shown = await labels();
  expect(shown.length).toBeGreaterThan(0);
  for (const label of shown) expect(label).toBe(kept);
  await screenshot(page, 'posts-2-filtered');

  // The state lives in the URL: a reload shows the same filtered list.
  const filtered = page.url();
  await researched(page, () => page.reload());
  expect(page.url()).toBe(filtered);
  await page.getByRole('button', { name: /^Post type: Threads/ }).waitFor();
});

test('an analyst bookmarks a post, marks one irrelevant and restores it, and corrects a sentiment that stays after a reload', async () => {
  const { page } = browser;
  await researched(page, () => page.goto(`${postsUrl}?type=2`));

  const bookmarked = await firstPostLink(page);
  await postByLink(page, bookmarked).getByRole('button', { name: 'Bookmark post' }).click();
  const remove = postByLink(page, bookmarked).getByRole('button', { name: 'Remove bookmark' });
  await remove.waitFor();
  await remove.hover();
  await page.getByText('Bookmarked by Ada Analyst').waitFor();
  await screenshot(page, 'posts-3-bookmarked');

  // Irrelevant: the post leaves the list, then comes back from the Manage Irrelevant Posts modal.
  const before = await totalRecords(page);
  const irrelevant = await firstPostLink(page);
  await postByLink(page, irrelevant).getByRole('button', { name: 'Post actions' }).click();
  await page.getByRole('menuitem', { name: 'Mark as irrelevant' }).click();
  await postByLink(page, irrelevant).waitFor({ state: 'detached' });
  expect(await totalRecords(page)).toBe(before - 1);

  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Manage irrelevant posts' }).click();
  const modal = page.getByRole('dialog', { name: 'Manage Irrelevant Posts' });
  await modal.getByRole('columnheader', { name: 'Removed By' }).waitFor();
  const row = modal.getByRole('row').filter({ has: page.locator(`a[href="${irrelevant}"]`) });
  await row.waitFor();
  await row.getByText('Ada Analyst').waitFor();
  await screenshot(page, 'posts-4-irrelevant');
  await row.getByRole('checkbox').check({ force: true });
  await modal.getByRole('button', { name: 'Restore selected posts' }).click();
  await row.waitFor({ state: 'detached' });
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await modal.waitFor({ state: 'detached' });
  await postByLink(page, irrelevant).waitFor();

  // Sentiment: pick another value; the feed keeps the correction.
  const corrected = await firstPostLink(page);
  const picker = postByLink(page, corrected).getByRole('button', { name: /^Change sentiment, now / });
  const was = (await picker.getAttribute('aria-label'))!.replace('Change sentiment, now ', '');
  const next = was === 'Negative' ? 'Positive' : 'Negative';
  await picker.click();
  await page.getByRole('menuitem', { name: next }).click();
  await postByLink(page, corrected).getByRole('button', { name: `Change sentiment, now ${next}` }).waitFor();
  await researched(page, () => page.reload());
  await postByLink(page, corrected).getByRole('button', { name: `Change sentiment, now ${next}` }).waitFor();
  await postByLink(page, bookmarked).getByRole('button', { name: 'Remove bookmark' }).waitFor();
});

test('an analyst exports selected posts and exports by options, and both workbooks hold the posts', async () => {
  const { page } = browser;
  await researched(page, () => page.goto(postsUrl));

  await posts(page).nth(0).getByRole('button', { name: 'Select post' }).click();
  await posts(page).nth(1).getByRole('button', { name: 'Select post' }).click();
  const exportButton = page.getByRole('button', { name: 'Export (2 selected)' });
  await exportButton.click();
  const [local] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export selected posts (2)' }).click()]);
  const selected = await downloaded(local);
  expect(selected.name).toMatch(/-\d{14}\.xlsx$/);
  expect(Object.keys(selected.sheets)).toEqual(['Threads', 'Comments']);
  expect(selected.sheets.Threads![0]).toEqual(expect.arrayContaining(['ID', 'Date', 'Time']));
  expect(selected.sheets.Threads!.length - 1 + selected.sheets.Comments!.length - 1).toBe(2);

  await page.getByRole('button', { name: 'Export (2 selected)' }).click();
  await page.getByRole('menuitem', { name: 'Export by options' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Options' });
  await dialog.getByText('Exclude comments').waitFor();
  await screenshot(page, 'posts-5-export-options');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await dialog.getByText('Success! The Excel file is ready to download').waitFor({ timeout: 30_000 });
  await screenshot(page, 'posts-6-export-ready');
  const [byOptions] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
  const workbook = await downloaded(byOptions);
  expect(Object.keys(workbook.sheets)).toEqual(['Threads', 'Comments']);
  expect(workbook.sheets.Threads![0]![0]).toBe('ID');
  expect(workbook.sheets.Threads!.length + workbook.sheets.Comments!.length - 2).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
});

test('an analyst opens a thread in the side panel', async () => {
  const { page } = browser;
  await researched(page, () => page.goto(`${postsUrl}?type=2&sort=comment_count`));
  await posts(page).first().getByRole('button', { name: 'View thread' }).click();
  const panel = page.getByRole('dialog', { name: 'Viewing Post Details' });
  await panel.getByRole('region', { name: 'Original post' }).or(panel.locator('[aria-label="Original post"]')).first().waitFor();
  await panel.getByText('Post comments').waitFor();
  await panel.getByText(/^Total records: \d+/).waitFor();
  await panel.getByText(/^Last updated:/).waitFor();
  await screenshot(page, 'posts-7-thread');
  await page.getByRole('button', { name: 'Close post details' }).click();
  await panel.waitFor({ state: 'detached' });
  expect(browser.errors).toEqual([]);
});
