import { openBrowser, screenshot, type BrowserSession } from './setup/browser';
import { ANALYST, STARTER, baseUrl, feedsOf, logIn } from './setup/product';

let browser: BrowserSession;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
});

test('a visitor is sent to the login screen', async () => {
  const { page } = browser;
  await page.goto(`${baseUrl()}/feed`);
  await page.waitForURL('**/login');
  await page.getByRole('heading', { name: 'Login' }).waitFor();
  await screenshot(page, 'login');
});

test('the login form refuses short input before calling the server', async () => {
  const { page } = browser;
  await page.goto(`${baseUrl()}/login`);
  await page.locator('input[name="username"]').fill('abc');
  await page.locator('input[name="password"]').fill('12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Username must be at least 6 characters').waitFor();
  await page.getByText('Password must be at least 6 characters').waitFor();
  expect(page.url()).toContain('/login');
});

test("a wrong password shows the server's error, which can be dismissed", async () => {
  const { page } = browser;
  await logIn(page, baseUrl(), { username: ANALYST.username, password: 'not-the-password' });
  const error = page.getByText('Incorrect username or password');
  await error.waitFor();
  await screenshot(page, 'login-error');
  expect(page.url()).toContain('/login');
  await page.getByRole('button', { name: /close|dismiss/i }).first().click();
  await error.waitFor({ state: 'hidden' });
});

test('an analyst logs in, sees the feeds list, keeps the session on reload and logs out', async () => {
  const { page } = browser;
  const feeds = await feedsOf(baseUrl(), ANALYST);
  expect(feeds.length).toBeGreaterThan(1);

  await logIn(page, baseUrl(), ANALYST);
  await page.waitForURL('**/feed');
  for (const feed of feeds) await page.getByText(feed.task_name, { exact: true }).first().waitFor();
  await screenshot(page, 'feeds');

  await page.reload();
  await page.getByText(feeds[0]!.task_name, { exact: true }).first().waitFor();
  expect(page.url()).toMatch(/\/feed$/);

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await page.goto(`${baseUrl()}/feed`);
  await page.waitForURL('**/login');
});

test('on first start the demo feeds fill with posts from the demo stream, shown as demo data', async () => {
  const { page } = browser;
  // The collector lays down 30 days of demo history in the background; the feeds fill within a minute or two.
  const deadline = Date.now() + 120_000;
  let feeds = await feedsOf(baseUrl(), ANALYST);
  while (feeds.some((f) => f.total_threads === 0) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    feeds = await feedsOf(baseUrl(), ANALYST);
  }
  for (const feed of feeds) expect(feed.total_threads).toBeGreaterThan(20);
  const live = feeds.find((f) => f.task_type === 0)!;
  expect(live.line.points).toHaveLength(7);
  expect(live.line.points.reduce((sum, p) => sum + p.count, 0)).toBeGreaterThan(0);

  await logIn(page, baseUrl(), ANALYST);
  await page.waitForURL('**/feed');
  await page.getByText(live.task_name, { exact: true }).first().waitFor();
  await page.getByText('Last 7 days').first().waitFor();
  await page.getByText('Demo data', { exact: true }).waitFor();
  await screenshot(page, 'feeds-with-demo-data');
  await page.goto(`${baseUrl()}/logout`);
  await page.waitForURL('**/login');
}, 180_000);

test("a feed of another account, or one that does not exist, is refused", async () => {
  const { page } = browser;
  const othersFeed = (await feedsOf(baseUrl(), STARTER))[0]!;
  const ownFeeds = await feedsOf(baseUrl(), ANALYST);
  expect(ownFeeds.map((f) => f.task_id)).not.toContain(othersFeed.task_id);

  await logIn(page, baseUrl(), ANALYST);
  await page.waitForURL('**/feed');
  await page.goto(`${baseUrl()}/feed/${othersFeed.task_id}/overview`);
  await page.getByText('Hm..you are not supposed to be here').waitFor();
  expect(await page.getByText(othersFeed.task_name).count()).toBe(0);
  await screenshot(page, 'feed-denied');

  await page.goto(`${baseUrl()}/feed/99999999`);
  await page.getByText('Hm..you are not supposed to be here').waitFor();
  await page.getByRole('link', { name: 'back to home' }).click();
  await page.waitForURL('**/feed');
});

test('a feed of the list opens its page with its tabs', async () => {
  const { page } = browser;
  const feed = (await feedsOf(baseUrl(), ANALYST))[0]!;
  await page.goto(`${baseUrl()}/feed`);
  await page.getByText(feed.task_name, { exact: true }).first().click();
  await page.waitForURL(`**/feed/${feed.task_id}/overview`);
  await page.getByRole('link', { name: 'Overview' }).waitFor();
  await page.getByRole('link', { name: 'Posts' }).click();
  await page.waitForURL(`**/feed/${feed.task_id}/posts`);
  await page.getByText(/^Total records:/).first().waitFor();
  await screenshot(page, 'feed-page');
  expect(browser.errors.filter((e) => /Invalid hook call|multiple Jotai|multiple instances/i.test(e))).toEqual([]);
});
