import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  apiAs,
  demoPassword,
  emailOf,
  expectAccessible,
  json,
  signIn,
  storageStateOf,
  unique,
  userMenu,
} from './support';

/** The orders table's column headers, as shown. */
const headers = (page: Page) => page.locator('thead th.ant-table-cell');

/** Presses Tab until the focused element's accessible name matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, limit = 60) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** Presses ArrowDown in an open menu until the focused item reads `text`. */
async function arrowTo(page: Page, text: string, limit = 60) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('ArrowDown');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
    if (focused === text) return;
  }
  throw new Error(`ArrowDown never reached ${text}`);
}

test.describe('a saved view', () => {
  // Its own sign-ins: signing out ends the session, which the stored one of the others must keep.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('keeps a filter, a sort and a hidden column across sign-out and sign-in', async ({
    page,
  }) => {
    const name = `Confirmed by amount ${unique()}`;
    await signIn(page, emailOf('operator'), demoPassword);
    // Signing in goes back to the page asked for, which may be the list with its query.
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
    await page.goto('/orders');
    await expect(headers(page).filter({ hasText: 'Currency' })).toHaveCount(1);

    await page.getByRole('tab', { name: 'Confirmed' }).click();
    await page.locator('th', { hasText: 'Amount' }).click();
    await expect(page.locator('th[aria-sort="ascending"]', { hasText: 'Amount' })).toBeVisible();
    await page.getByRole('button', { name: 'Columns' }).click();
    const currency = page.getByRole('dialog').getByRole('checkbox', { name: 'Currency' });
    // Its state comes from the URL, a moment after the click.
    await currency.click();
    await expect(currency).not.toBeChecked();
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await expect(headers(page).filter({ hasText: 'Currency' })).toHaveCount(0);
    await expect(page).toHaveURL(/columns=/);

    // Away and back by the menu: the list comes back as it was left in this tab.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: /^Good/ })).toBeVisible();
    await page.getByRole('link', { name: 'Orders' }).first().click();
    await expect(page.getByRole('tab', { name: 'Confirmed', selected: true })).toBeVisible();
    await expect(page.locator('th[aria-sort="ascending"]', { hasText: 'Amount' })).toBeVisible();
    await expect(headers(page).filter({ hasText: 'Currency' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'Save view…' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    // The same name again is refused at the field, in words.
    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'Save view…' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('dialog').getByText('You already have a view of this list with this name'),
    ).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await (await userMenu(page)).getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    // What this browser remembers goes too: only the server's view brings the state back.
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
    await signIn(page, emailOf('operator'), demoPassword);
    // Signing in goes back to the page asked for, which may be the list with its query.
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
    await page.goto('/orders');
    await expect(page.getByRole('tab', { name: 'All', selected: true })).toBeVisible();
    await expect(headers(page).filter({ hasText: 'Currency' })).toHaveCount(1);

    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name }).click();
    await expect(page.getByRole('tab', { name: 'Confirmed', selected: true })).toBeVisible();
    await expect(page.locator('th[aria-sort="ascending"]', { hasText: 'Amount' })).toBeVisible();
    await expect(headers(page).filter({ hasText: 'Currency' })).toHaveCount(0);
    await expect(page.locator('tbody .ant-tag').first()).toHaveText('Confirmed');
  });
});

test.describe('the keyboard', () => {
  test.use({ storageState: storageStateOf('operator') });

  test('opens a saved view and a column filter without a mouse', async ({ page, baseURL }) => {
    const name = `Pending ${unique()}`;
    const operator = await apiAs(baseURL as string, emailOf('operator'));
    await json(
      await operator.post('/api/views', {
        data: {
          name,
          resource: 'orders',
          query: 'filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=pending',
        },
      }),
    );
    await page.goto('/orders');
    await expect(page.getByRole('tab', { name: 'All', selected: true })).toBeVisible();

    await tabTo(page, /^Views$/);
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name });
    await expect(item).toBeVisible();
    await arrowTo(page, name);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Pending', selected: true })).toBeVisible();

    await tabTo(page, /^Filter by City$/);
    await page.keyboard.press('Enter');
    const city = page.getByRole('textbox', { name: 'City' });
    await expect(city).toBeFocused();
    await page.keyboard.type('Berlin');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/Berlin/);
    await expect(page.getByRole('tab', { name: 'Pending', selected: true })).toBeVisible();
  });

  test('the list with its views menu open has no serious accessibility problem', async ({
    page,
  }) => {
    await page.goto('/orders');
    await expect(page.getByText('Order number').first()).toBeVisible();
    // Opened from the keyboard: a pointer resting on the button would measure its hover colour.
    await page.getByRole('button', { name: 'Views' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Save view…' })).toBeVisible();
    await page.waitForTimeout(500);
    await page.emulateMedia({ colorScheme: 'light' });
    await expectAccessible(page, '/orders with the views menu (light)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html[data-theme="dark"]')).toHaveCount(1);
    await page.waitForTimeout(800);
    await expectAccessible(page, '/orders with the views menu (dark)');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Columns' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(500);
    await expectAccessible(page, '/orders with the column picker (dark)');
  });
});
