import { readFileSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from './setup/browser';
import { ANALYST, baseUrl, feedsOf, logIn } from './setup/product';

let browser: BrowserSession;
let liveId: number;
let adhocIds: number[];

const WIDGETS = ['stat-cards', 'count-timeline', 'sentiment-overview', 'sentiment-timeline', 'word-cloud', 'top-authors', 'top-threads', 'top-sites', 'trending-topics'];

beforeAll(async () => {
  browser = await openBrowser();
  const feeds = await feedsOf(baseUrl(), ANALYST);
  const live = feeds.filter((f) => f.task_type === 0).sort((a, b) => b.total_threads - a.total_threads)[0];
  if (!live) throw new Error('The demo data has no live feed');
  liveId = live.task_id;
  adhocIds = feeds.filter((f) => f.task_type === 1).map((f) => f.task_id);
  if (adhocIds.length < 2) throw new Error('The demo data needs two ad-hoc feeds to compare');
  await logIn(browser.page, baseUrl(), ANALYST);
  await browser.page.waitForURL('**/feed');
}, 90_000);

afterAll(async () => {
  await browser?.close();
});

/** Opens an overview and waits past the first-load indicator until every widget has its data. */
async function openOverview(page: Page, url: string, widgets: string[]): Promise<void> {
  await page.goto(url);
  for (const id of widgets) await page.getByTestId(id).first().waitFor({ timeout: 20_000 });
  await page.locator('[data-loading]').first().waitFor({ state: 'detached', timeout: 20_000 }).catch(() => undefined);
}

/** Clicks inside a chart's canvas at fractions of its size. */
async function clickChart(page: Page, testId: string, x: number, y: number): Promise<void> {
  const canvas = page.getByTestId(testId).locator('canvas').first();
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error(`${testId} has no chart`);
  await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
}

test('the overview of a live feed shows every widget with data, and a chart click opens its posts', async () => {
  const { page } = browser;
  await openOverview(page, `${baseUrl()}/feed/${liveId}/overview?range=month`, WIDGETS);

  const cards = page.getByTestId('stat-cards');
  for (const label of ['Posts', 'Threads', 'Unique authors', 'Total engagement', 'View count']) await cards.getByText(label, { exact: true }).waitFor();
  expect(await page.getByTestId('count-timeline').locator('canvas').count()).toBeGreaterThan(0);
  expect(await page.getByTestId('sentiment-timeline').locator('canvas').count()).toBeGreaterThan(0);
  expect(await page.getByTestId('word-cloud').locator('canvas').count()).toBeGreaterThan(0);
  await page.getByTestId('top-authors').getByText(/^Showing 1-5 of \d+ authors$/).waitFor();
  expect(await page.getByTestId('top-threads').getByRole('button').count()).toBeGreaterThan(3);
  expect(await page.getByTestId('top-sites').getByText(/\d/).count()).toBeGreaterThan(0);
  await page.getByTestId('trending-topics').getByText(/%$/).first().waitFor();
  expect(await page.getByText('Nothing to show here at the moment').count()).toBe(0);
  await screenshot(page, 'overview-live');

  // The sentiment overview's bars: a click asks the post search for that sentiment over the window.
  let search: Request | undefined;
  const searched = page.waitForRequest((r) => r.url().endsWith('/api/task/search') && r.method() === 'POST').then((r) => (search = r));
  // Across the chart at the height of the tallest bar, until a click lands on a bar.
  for (let x = 0.1; x < 0.95 && !search; x += 0.025) {
    await clickChart(page, 'sentiment-overview', x, 0.6);
    await page.waitForTimeout(100);
  }
  await searched;
  const body = search!.postDataJSON() as { task_id: number; sentiment: number[]; from: number; to: number };
  expect(body.task_id).toBe(liveId);
  expect(body.sentiment).toHaveLength(1);
  const modal = page.getByTestId('post-details');
  const label = { 1: 'Positive', 0: 'Neutral', [-1]: 'Negative' }[body.sentiment[0] as 1 | 0 | -1];
  await modal.getByText(`Post Details - ${label}`).waitFor();
  await modal.locator('a[href^="http"]').first().waitFor();
  await screenshot(page, 'overview-post-details');
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
});

test('a hidden keyword leaves the word cloud and stays hidden after a reload', async () => {
  const { page } = browser;
  const url = `${baseUrl()}/feed/${liveId}/overview?range=month`;
  const cloud = page.waitForResponse((r) => r.url().includes(`/api/task/${liveId}/wordcloud`));
  await openOverview(page, url, ['word-cloud']);
  const before = ((await (await cloud).json()) as { data: Record<string, number> }).data;
  const word = Object.keys(before)[0];
  if (!word) throw new Error('The word cloud is empty');

  await page.getByTestId('word-cloud').getByRole('button', { name: /more|menu|options/i }).click();
  await page.getByRole('menuitem', { name: 'Manage hidden keywords' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage word cloud keywords' });
  await dialog.getByRole('searchbox').fill(word);
  await dialog.getByRole('button', { name: `Hide ${word}`, exact: true }).click();
  await screenshot(page, 'overview-hide-keyword');
  const refetched = page.waitForResponse((r) => r.url().includes(`/api/task/${liveId}/wordcloud`));
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  const after = (await (await refetched).json()) as { data: Record<string, number>; hidden: Record<string, number> };
  expect(after.data[word]).toBeUndefined();
  expect(after.hidden[word]).toBe(before[word]);

  const reloaded = page.waitForResponse((r) => r.url().includes(`/api/task/${liveId}/wordcloud`));
  await page.reload();
  const again = (await (await reloaded).json()) as { data: Record<string, number> };
  expect(again.data[word]).toBeUndefined();
  await page.getByTestId('word-cloud').waitFor();
  await page.getByTestId('word-cloud').getByRole('button', { name: /more|menu|options/i }).click();
  await page.getByRole('menuitem', { name: 'Manage hidden keywords' }).click();
  await dialog.getByRole('tab', { name: 'Hidden keywords' }).click();
  // Unhide it again, so the demo stays as it was.
  await dialog.getByRole('button', { name: `Unhide ${word}`, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await dialog.waitFor({ state: 'detached' });
});

test('two ad-hoc feeds compare side by side, and the compare view exports a one-page A2 PDF', async () => {
  const { page } = browser;
  const [main, other] = adhocIds as [number, number];
  await openOverview(page, `${baseUrl()}/feed/${main}/compare?with=${other}`, ['stat-cards', 'count-timeline', 'top-authors', 'word-cloud']);
  // Both feeds in the cards: two word clouds and two author lists.
  await expect(page.getByTestId('word-cloud').count()).resolves.toBe(2);
  await expect(page.getByTestId('top-authors').count()).resolves.toBe(2);
  await page.getByTestId('top-authors').nth(1).getByText(/^Showing 1-\d of \d+ authors$/).waitFor();
  await page.getByText(/^[A-Z][a-z]{2} \d{2}, \d{4} - [A-Z][a-z]{2} \d{2}, \d{4}$/).first().waitFor();
  await screenshot(page, 'compare');

  const exportButton = page.getByRole('button', { name: 'Export PDF' });
  await expect(exportButton.isEnabled()).resolves.toBe(true);
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), exportButton.click()]);
  const pdf = readFileSync(await download.path()).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
  // A2 is 420 × 594 mm: 1190.55 × 1683.78 points, either way round.
  const box = pdf.match(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/);
  const sides = [Number(box?.[1]), Number(box?.[2])].sort((a, b) => a - b);
  expect(sides[0]).toBeCloseTo(1190.55, 0);
  expect(sides[1]).toBeCloseTo(1683.78, 0);
  // The controls are back and the PDF-only header is gone.
  await exportButton.waitFor();
  await expect(exportButton.isEnabled()).resolves.toBe(true);
  expect(browser.errors.filter((e) => !e.includes('favicon'))).toEqual([]);
}, 120_000);
