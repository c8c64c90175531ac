import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  apiAs,
  createOrder,
  emailOf,
  expectAccessibleInBothModes,
  storageStateOf,
  unique,
} from './support';

test.use({ storageState: storageStateOf('operator'), viewport: { width: 390, height: 844 } });

/** The list's cards, once its rows have come. */
async function cardsOf(page: Page, path: string, name: string) {
  await page.goto(path);
  const cards = page.getByRole('list', { name, exact: true });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  return cards;
}

const lists = [
  { path: '/orders', name: 'Orders', figure: 'Amount' },
  { path: '/packages', name: 'Packages', figure: 'Carrier' },
  { path: '/users', name: 'Users', figure: 'Email' },
  { path: '/stats', name: 'Daily stats', figure: 'Revenue' },
];

for (const list of lists) {
  test(`${list.path} shows cards on a phone, with nothing to scroll sideways`, async ({ page }) => {
    const cards = await cardsOf(page, list.path, list.name);
    await expect(page.locator('table')).toHaveCount(0);
    const card = cards.getByRole('listitem').first();
    await expect(card.getByText(list.figure, { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: /^Show / })).toBeVisible();
    // The map or chart above some lists draws late: measure once it is there.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
}

test('the filter drawer filters the cards and counts its filters', async ({ page, baseURL }) => {
  const city = `Phonestadt ${unique()}`;
  const order = await createOrder(await apiAs(baseURL as string, emailOf('operator')), { city });
  await cardsOf(page, '/orders', 'Orders');

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  const cityFilter = drawer.getByRole('region', { name: 'City' });
  await cityFilter.getByRole('textbox', { name: 'City' }).fill(city);
  await cityFilter.getByRole('button', { name: 'Filter' }).click();

  await expect(drawer).toBeHidden();
  const cards = page.getByRole('list', { name: 'Orders', exact: true }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('link', { name: order.number, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters, 1 active' })).toBeVisible();
  expect(page.url()).toContain('city');
});

test('a phone list has no serious accessibility problem, light or dark', async ({ page }) => {
  await cardsOf(page, '/orders', 'Orders');
  await page.waitForTimeout(500);
  await expectAccessibleInBothModes(page, '/orders on a phone');
});
