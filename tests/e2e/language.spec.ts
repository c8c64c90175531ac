import { expect, test } from './fixtures';
import { demoPassword, emailOf } from './support';

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
