import { openBrowser, screenshot, type BrowserSession } from './setup/browser';
import { ANALYST, feedsOf, logIn } from './setup/product';

let browser: BrowserSession;

function trendDownUrl(): string {
  const url = process.env.E2E_TREND_DOWN_URL;
  if (!url) throw new Error('E2E_TREND_DOWN_URL is not set: run the browser tests through their Jest config');
  return url;
}

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
});

test('with the Trend remote down, login and feeds work and only the Trend area shows the failure', async () => {
  const { page } = browser;
  const feeds = await feedsOf(trendDownUrl(), ANALYST);

  await logIn(page, trendDownUrl(), ANALYST);
  await page.waitForURL('**/feed');
  await page.getByText(feeds[0]!.task_name, { exact: true }).first().waitFor();

  await page.getByRole('link', { name: /trend/i }).first().click();
  await page.waitForURL('**/trend?f=Latest');
  await page.getByText(/could not be loaded/i).waitFor();
  const retry = page.getByRole('button', { name: 'Retry' });
  await retry.waitFor();
  await page.getByText('Trend Explorer').first().waitFor();
  await screenshot(page, 'remote-down');

  await retry.click();
  await page.getByText(/could not be loaded/i).waitFor();

  await page.getByRole('link', { name: /feed/i }).first().click();
  await page.waitForURL('**/feed');
  await page.getByText(feeds[0]!.task_name, { exact: true }).first().waitFor();
});
