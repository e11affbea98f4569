import { openBrowser, screenshot, type BrowserSession } from './setup/browser';
import { ANALYST, STARTER, baseUrl, logIn } from './setup/product';

let browser: BrowserSession;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Today in Hong Kong as YYYY-MM-DD, the value a date input takes. */
function hongKongToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(new Date());
}

test('an analyst creates a live feed with the wizard, edits its keywords, meets the save throttle and deletes it', async () => {
  const { page } = browser;
  const name = `Airport Express ${Date.now()}`;
  await logIn(page, baseUrl(), ANALYST);
  await page.waitForURL('**/feed');

  await page.getByRole('button', { name: 'New Feed' }).first().click();
  const editor = page.getByRole('dialog', { name: 'Create New Feed' });
  await editor.waitFor();
  await screenshot(page, 'editor-1-type');
  await editor.getByText('Live Feed').click();

  await editor.getByText('Give your feed a name').waitFor();
  await editor.getByPlaceholder('e.g. MTR service updates').fill(name);
  await screenshot(page, 'editor-2-name');
  await editor.getByRole('button', { name: 'Next' }).click();

  await editor.getByText('We collect posts with the following combinations').waitFor();
  await editor.getByRole('button', { name: '+ AND' }).click();
  await editor.getByRole('textbox', { name: 'New keyword' }).fill('Airport Express');
  await editor.getByRole('textbox', { name: 'New keyword' }).press('Enter');
  await editor.getByRole('button', { name: '+ Or' }).click();
  await editor.getByRole('textbox', { name: 'New alternative keyword' }).fill('機場快綫');
  await editor.getByRole('textbox', { name: 'New alternative keyword' }).press('Enter');
  await editor.getByRole('button', { name: '- Exclude' }).click();
  await editor.getByRole('textbox', { name: 'New excluded keyword' }).fill('Disneyland');
  await editor.getByRole('textbox', { name: 'New excluded keyword' }).press('Enter');
  await editor.getByText('Exclude :').waitFor();
  await editor.getByText('Monthly changes remaining: 30').waitFor();
  await screenshot(page, 'editor-3-keywords');
  await editor.getByRole('button', { name: 'Next' }).click();

  await editor.getByText('Select sources to collect posts from').waitFor();
  await screenshot(page, 'editor-4-sources');
  await editor.getByRole('button', { name: 'Next' }).click();

  await editor.getByText('We will keep this feed live with no end date').waitFor();
  await editor.getByLabel('Start date').fill(hongKongToday());
  await editor.getByText('Real time').click();
  await editor.getByRole('combobox', { name: 'AI Primary Language' }).selectOption({ label: 'English' });
  await screenshot(page, 'editor-5-settings');
  await editor.getByRole('button', { name: 'Create' }).click();

  await page.getByText(`"${name}" has been created successfully`).waitFor();
  await screenshot(page, 'editor-6-created');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  const card = page.getByText(name, { exact: true });
  await card.waitFor();

  // Edit: the editor opens at the keywords step; add an alternative and save.
  await card.click();
  await page.waitForURL('**/overview');
  await page.getByRole('button', { name: 'Feed settings' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Feed' });
  await edit.getByText('We collect posts with the following combinations').waitFor();
  await edit.getByRole('button', { name: '+ Or' }).click();
  await edit.getByRole('textbox', { name: 'New alternative keyword' }).fill('機鐵');
  await edit.getByRole('textbox', { name: 'New alternative keyword' }).press('Enter');
  await screenshot(page, 'editor-7-edit');
  await edit.getByRole('button', { name: 'Save and update' }).click();
  await page.getByText('Your changes have been saved').waitFor();
  await page.getByText('Changes will take effect for all incoming posts').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  // A second save within 60 seconds meets the throttle.
  await page.getByRole('button', { name: 'Feed settings' }).click();
  const again = page.getByRole('dialog', { name: 'Edit Feed' });
  await again.getByText('We collect posts with the following combinations').waitFor();
  await again.getByRole('button', { name: 'Remove keyword 機鐵' }).click();
  await again.getByRole('button', { name: 'Save and update' }).click();
  await page.getByText('Preparing the previous request').waitFor();
  await page.getByText('Please update after 60 seconds').waitFor();
  await screenshot(page, 'editor-8-throttle');
  await page.keyboard.press('Escape');
  await again.getByRole('button', { name: 'Close the feed editor' }).click();
  await page.getByText('Are you sure you want to exit?').waitFor();
  await page.getByRole('button', { name: 'Exit anyway' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  // Delete it from the list.
  await page.goto(`${baseUrl()}/feed`);
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete feed' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await confirm.getByText('Once you delete this feed, it will be gone forever.').waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).waitFor();
  await screenshot(page, 'editor-9-delete');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByText(name, { exact: true }).waitFor({ state: 'detached' });
});

test('the starter account has used its live feed and is shown the upgrade notice', async () => {
  const { page } = browser;
  await page.goto(`${baseUrl()}/logout`);
  await page.waitForURL('**/login');
  await logIn(page, baseUrl(), STARTER);
  await page.waitForURL('**/feed');
  await page.getByRole('button', { name: 'New Feed' }).first().click();
  const editor = page.getByRole('dialog', { name: 'Create New Feed' });
  await editor.getByText('Live Feed').click();
  const notice = page.getByRole('alertdialog', { name: 'Upgrade your Plan' });
  await notice.waitFor();
  await notice.getByText('support@harbourpulse.hk').waitFor();
  await screenshot(page, 'editor-upgrade');
});
