import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  apiAs,
  createCustomer,
  createOrder,
  emailOf,
  expectAccessibleInBothModes,
  storageStateOf,
  unique,
} from './support';

test.use({ storageState: storageStateOf('operator') });

/** Presses Tab until the focused element's accessible name matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, limit = 80) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const labelledBy = element.getAttribute('aria-labelledby');
      const label =
        element.getAttribute('aria-label') ??
        (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
        (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null);
      return (label ?? element.textContent ?? '').trim();
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test('the operator journey works without a mouse', async ({ page, baseURL }) => {
  const admin = await apiAs(baseURL as string, emailOf('admin'));
  const name = `Kim Keyboard ${unique()}`;
  const customer = await createCustomer(admin, name);
  const order = await createOrder(await apiAs(baseURL as string, emailOf('operator')), {
    customerId: customer.id,
    city: 'Hamburg',
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Good/ })).toBeVisible();

  // Find the order from anywhere with Ctrl+K, open it with Enter.
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('combobox', { name: 'Search everything' })).toBeFocused();
  await page.keyboard.type(name);
  await expect(page.getByRole('option', { name: new RegExp(order.number) })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: order.number })).toBeVisible();

  // Confirm it.
  await tabTo(page, /^Mark as Confirmed$/);
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-page-header-heading')).toContainText('Confirmed');

  // Add a package: every field by keyboard, the carrier picked with the arrow keys.
  await tabTo(page, /^Add package$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'New package' })).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Hamburg');
  await tabTo(page, /^Carrier$/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  for (const [label, value] of [
    [/^Weight \(g\)$/, '800'],
    [/^Length \(cm\)$/, '25'],
    [/^Width \(cm\)$/, '15'],
    [/^Height \(cm\)$/, '8'],
    [/^Est\. delivery$/, '2030-02-01'],
  ] as const) {
    await tabTo(page, label);
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
  await tabTo(page, /^Save$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^PKG-/ })).toBeVisible();

  // Move the package on, note and all, without the mouse.
  await tabTo(page, /^Mark as In transit$/);
  await page.keyboard.press('Enter');
  // The place comes first, prefilled with where the server would put the event; the note next.
  await expect(page.getByRole('combobox', { name: 'Place' })).toBeFocused();
  await tabTo(page, /^Note$/);
  await page.keyboard.type('Handed to DHL at the ramp');
  await tabTo(page, /^Confirm$/);
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-page-header-heading')).toContainText('In transit');
  await expect(page.getByText('Handed to DHL at the ramp')).toBeVisible();
});

test('what is typed as soon as the search opens is kept, from the first key on', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Good/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog')).toBeVisible();
  // No wait for the focus: the keys come while the dialog is still opening (it took the focus
  // only after its ~250 ms animation, and these keys were lost).
  await page.keyboard.type('ORD-');
  await expect(page.getByRole('combobox', { name: 'Search everything' })).toHaveValue('ORD-');
});

test('the skip link comes first and leads to the page heading', async ({ page }) => {
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeFocused();
});

test('the side menu shows where the focus is, and a move there focuses the new heading', async ({
  page,
}) => {
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await tabTo(page, /^Packages$/);
  const entry = page.getByRole('menuitem', { name: 'Packages' });
  await expect(entry.getByRole('link', { name: 'Packages' })).toBeFocused();
  const ring = await entry.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(ring).toBe('solid');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Packages', level: 1 })).toBeFocused();
});

test('g o opens the orders, / searches them, ? lists the shortcuts', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Good/ })).toBeVisible();
  await page.keyboard.press('g');
  await page.keyboard.press('o');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeFocused();
  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: 'Search…' });
  await expect(search).toBeFocused();
  // Typed into the search, not taken as shortcuts: `g p` here is text.
  await page.keyboard.type('g p');
  await expect(search).toHaveValue('g p');
  await expect(page).toHaveURL(/\/orders/);

  await search.blur();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Open the packages')).toBeVisible();
  await expectAccessibleInBothModes(page, 'the shortcuts dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.keyboard.press('g');
  await page.keyboard.press('s');
  await expect(page.getByRole('heading', { name: 'Daily stats', level: 1 })).toBeVisible();
});
