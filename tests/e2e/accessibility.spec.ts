import { expect, test } from './fixtures';
import { expectAccessibleInBothModes, openBusiestDay, storageStateOf } from './support';

/** Every screen of the app, as the admin sees it (the role that sees the most). */
const screens = [
  { path: '/', ready: 'Revenue per day' },
  { path: '/orders', ready: 'Order number' },
  { path: '/orders/show/1', ready: 'Shipping address' },
  { path: '/orders/edit/2', ready: 'Order total' },
  { path: '/orders/create', ready: 'Order total' },
  { path: '/packages', ready: 'Tracking number' },
  { path: '/packages/show/1', ready: 'Tracking' },
  { path: '/packages/edit/1', ready: 'Weight (g)' },
  { path: '/packages/create', ready: 'Weight (g)' },
  { path: '/users', ready: 'Email' },
  { path: '/users/show/4', ready: 'Contact' },
  { path: '/users/edit/4', ready: 'Postal code' },
  { path: '/users/create', ready: 'Role' },
  { path: '/stats', ready: 'The days in the table' },
  { path: '/settings', ready: 'Change password' },
  { path: '/activity', ready: 'Who did what' },
  { path: '/no-such-page', ready: 'Page not found' },
];

test('the sign-in page has no serious accessibility problem, light or dark', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectAccessibleInBothModes(page, '/login');
});

test.describe('signed in', () => {
  test.use({ storageState: storageStateOf('admin') });
  for (const screen of screens) {
    test(`${screen.path} has no serious accessibility problem, light or dark`, async ({ page }) => {
      await page.goto(screen.path);
      await expect(page.getByText(screen.ready, { exact: false }).first()).toBeVisible();
      // Let lazy charts and late data settle before the check.
      await page.waitForTimeout(500);
      await expectAccessibleInBothModes(page, screen.path);
    });
  }
  test('a day of the stats has no serious accessibility problem, light or dark', async ({
    page,
  }) => {
    // The busiest day, so that every panel has something to draw: the newest day may have just
    // begun (a run just after midnight, UTC) with nothing in it yet.
    expect(await openBusiestDay(page, 'ordersCount')).toBeGreaterThan(0);
    await expect(page.getByText('The day at a glance')).toBeVisible();
    // Its breakdown's charts and lists, which load after the figures.
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await expect(page.getByText("The day's top cities")).toBeVisible();
    await expectAccessibleInBothModes(page, '/stats/show');
  });
});
