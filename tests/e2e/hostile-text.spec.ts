import { expect, test } from './fixtures';
import { apiAs, createOrder, emailOf, json, storageStateOf } from './support';

test.use({ storageState: storageStateOf('operator') });

const payloads = [
  '<script>window.__injected = "script"</script>',
  '<img src=x onerror="window.__injected = \'img\'">',
  '"><svg onload="window.__injected = \'svg\'">',
  'javascript:window.__injected = "link"',
];

test('script text stored in a record is shown as text and never runs', async ({
  page,
  baseURL,
}) => {
  const operator = await apiAs(baseURL as string, emailOf('operator'));
  const note = payloads.join(' ');
  const order = await createOrder(operator, { note: 'plain', city: '<b>Leipzig</b>' });
  // Through an edit too, so the history shows the text in its change.
  await json(await operator.patch(`/api/orders/${order.id}`, { data: { version: 1, note } }));
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });

  await page.goto(`/orders/show/${order.id}`);
  // The note and the city read exactly as typed, markup and all.
  await expect(page.getByText(payloads[0] as string, { exact: false })).toBeVisible();
  await expect(page.getByText('<b>Leipzig</b>', { exact: false }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(
    page
      .getByRole('tabpanel', { name: 'History' })
      .getByText(/window\.__injected/)
      .first(),
  ).toBeVisible();
  await page.goto('/orders');
  await page.getByRole('searchbox', { name: 'Search…' }).fill(order.number);
  await expect(page.locator('tbody tr[data-row-key]')).toHaveCount(1);
  await expect(page.locator('tbody tr[data-row-key]')).toContainText('<b>Leipzig</b>');
  await page.goto(`/orders/edit/${order.id}`);
  await expect(page.getByLabel('Note')).toHaveValue(note);

  expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
  expect(await page.locator('b', { hasText: 'Leipzig' }).count()).toBe(0);
  expect(dialogs).toBe(0);
});
