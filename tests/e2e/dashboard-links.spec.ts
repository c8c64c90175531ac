import { expect, test } from './fixtures';
import { choose, expectAccessible, storageStateOf } from './support';

test.use({ storageState: storageStateOf('admin') });

const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

test('a point of the packages map opens its package, from the keyboard too', async ({ page }) => {
  await page.goto('/');
  const map = page.getByRole('application', { name: /World map of/ });
  await expect(map).toBeVisible();
  // The map zooms from the keyboard, and the buttons put it back.
  await map.focus();
  await page.keyboard.press('+');
  await expect(map.locator('g').first()).toHaveAttribute('transform', /scale\(1\.5\)/);
  await page.getByRole('button', { name: 'Show the whole map' }).click();
  await expect(map.locator('g').first()).toHaveAttribute('transform', /scale\(1\)/);

  const point = map.getByRole('button').first();
  const name = (await point.getAttribute('aria-label')) ?? '';
  await point.focus();
  await page.keyboard.press('Enter');
  if (!name.startsWith('PKG-')) {
    // Several packages: the point offers them.
    const list = page.locator('.ant-popover:visible');
    await expect(list.getByRole('link', { name: /packages bound for/ })).toBeVisible();
    await expectAccessible(page, 'the map point’s packages');
    await list.getByRole('link', { name: /^PKG-/ }).first().click();
  }
  await expect(page).toHaveURL(/\/packages\/show\/\d+$/);
  await expect(page.getByText('Tracking', { exact: false }).first()).toBeVisible();
});

test('the dashboard keeps its range in the URL, across navigation and reload', async ({ page }) => {
  // The orders card links to the orders of the range shown: its first day says which range.
  const shows = (from: string) =>
    expect(
      page.getByRole('link', { name: 'Orders: open the list behind this figure' }),
    ).toHaveAttribute('href', new RegExp(`value%5D=${from}T00`));
  await page.goto('/?range=7d');
  await shows(day(6));
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/orders/);
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/\?range=7d$/);
  await shows(day(6));
  await page.reload();
  await shows(day(6));
  await page.goto(`/?from=${day(20)}&to=${day(10)}`);
  await shows(day(20));
  // A range the summary would refuse (reversed) falls back to the tab's last one.
  await page.goto(`/?from=${day(0)}&to=${day(3)}`);
  await shows(day(20));
});

test('a KPI card opens the list behind its figure for the range', async ({ page }) => {
  await page.goto('/?range=7d');
  const listed = page.waitForRequest(
    (request) =>
      request.url().includes('/api/orders?') &&
      request.url().includes(`createdAt_gte=${day(6)}T00%3A00%3A00.000Z`),
  );
  await page.getByRole('link', { name: 'Orders: open the list behind this figure' }).click();
  await expect(page).toHaveURL(/\/orders\?.*createdAt/);
  await listed;
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
});

test('the activity log filters by action', async ({ page }) => {
  await page.goto('/activity');
  await expect(page.getByText('Who did what')).toBeVisible();
  await choose(page, 'Filter by action', 'signed in');
  await expect(page).toHaveURL(/action/);
  const actions = page.locator('tbody tr td:nth-child(3)');
  await expect(actions.first()).toHaveText('signed in');
  for (const text of await actions.allTextContents()) expect(text).toBe('signed in');
  await expectAccessible(page, 'the filtered activity log');
});
