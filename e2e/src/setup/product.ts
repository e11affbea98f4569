import type { Page } from 'playwright-core';

export const ANALYST = { username: 'analyst', password: 'analyst-demo' };
export const STARTER = { username: 'starter', password: 'starter-demo' };

export function baseUrl(): string {
  const url = process.env.E2E_URL;
  if (!url) throw new Error('E2E_URL is not set: run the browser tests through their Jest config');
  return url;
}

export async function logIn(page: Page, origin: string, user: { username: string; password: string }): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.locator('input[name="username"]').fill(user.username);
  await page.locator('input[name="password"]').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The fields of a live access entry the browser tests read. */
interface AccessEntry {
  task_id: number;
  task_name: string;
  task_type: number;
  total_threads: number;
  line: { delta: number; points: { ts: number; count: number }[] };
}

/** The feeds a user may open, read straight from the API (to pick ids the UI must show or refuse). */
export async function feedsOf(origin: string, user: { username: string; password: string }): Promise<AccessEntry[]> {
  const login = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  }).then((r) => r.json() as Promise<{ token: string }>);
  const access = await fetch(`${origin}/api/users/liveaccess`, { headers: { token: login.token } }).then(
    (r) => r.json() as Promise<{ data: AccessEntry[] }>,
  );
  return access.data;
}
