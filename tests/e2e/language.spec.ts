import { expect, test } from './fixtures';
import { demoPassword, emailOf, storageStateOf } from './support';

test('German chosen at sign-in: the app and antd’s own parts speak it, and it is remembered', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByText('Deutsch', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await page.getByLabel('E-Mail').fill(emailOf('operator'));
  await page.getByLabel('Passwort').fill(demoPassword);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('menuitem', { name: 'Bestellungen' })).toBeVisible();

  await page.getByRole('menuitem', { name: 'Bestellungen' }).click();
  await expect(page.locator('tbody tr[data-row-key]').first()).toBeVisible();
  // antd's locale, not only our strings: the page size and the date filter's placeholders.
  await expect(page.locator('.ant-pagination-options').filter({ visible: true })).toContainText(
    '/ Seite',
  );
  await page.getByRole('img', { name: 'Nach Angelegt filtern' }).first().click();
  await expect(page.getByPlaceholder('Startdatum')).toBeVisible();

  // A new visit starts in German: the strings load before anything is drawn.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bestellungen' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Übersicht' })).toBeVisible();
});

test.describe('a wide German list on a laptop', () => {
  test.use({ storageState: storageStateOf('operator'), viewport: { width: 1280, height: 800 } });

  test('counts in German digits and keeps each row’s actions in view as it scrolls', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'de'));
    await page.goto('/packages');
    const firstRow = page.locator('tbody tr[data-row-key]').first();
    await expect(firstRow).toBeVisible();
    // The e2e database holds thousands of packages: "6.011 Einträge", not "6011 Einträge".
    await expect(page.getByText(/^\d{1,3}(\.\d{3})+ Einträge$/)).toBeVisible();

    // The German headers make the table wider than its card: it scrolls, the actions stay.
    // The list's own table, not the hidden one that warms antd's styles up.
    const scroller = page.locator('.ant-table-content', {
      has: page.locator('tbody tr[data-row-key]'),
    });
    await expect
      .poll(() => scroller.evaluate((node) => node.scrollWidth - node.clientWidth))
      .toBeGreaterThan(0);
    const show = firstRow.getByRole('link', { name: /^Anzeigen / });
    await expect(show).toBeInViewport({ ratio: 1 });
    await scroller.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
    await expect(show).toBeInViewport({ ratio: 1 });
    await show.click();
    await expect(page).toHaveURL(/\/packages\/show\/\d+$/);
    await expect(page.getByRole('button', { name: 'Zurück', exact: true })).toBeVisible();
  });
});

test.describe('the server’s refusals in German', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('a taken email is refused in German beside its field', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'de'));
    await page.goto('/users/create');
    await page.getByLabel('Name').fill('Doppelte Adresse');
    await page.getByLabel('E-Mail').fill(emailOf('operator'));
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.locator('.ant-form-item-explain-error')).toHaveText(
      'Diese E-Mail-Adresse wird bereits verwendet',
    );
    await expect(page.getByText('This email address is already in use')).toHaveCount(0);
  });
});
