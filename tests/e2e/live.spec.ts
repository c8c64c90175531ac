import { expect, test } from './fixtures';
import { apiAs, createOrder, emailOf, storageStateOf } from './support';

test.use({ storageState: storageStateOf('viewer') });

test('an order created elsewhere appears in an open list without a reload, with a notification', async ({
  page,
  baseURL,
}) => {
  await page.goto('/orders');
  const rows = page.locator('tbody tr[data-row-key]');
  await expect(rows.first()).toBeVisible();
  const before = await rows.first().getAttribute('data-row-key');

  const order = await createOrder(await apiAs(baseURL as string, emailOf('operator')));
  expect(String(order.id)).not.toBe(before);

  await expect(rows.first()).toHaveAttribute('data-row-key', String(order.id));
  await expect(rows.first()).toContainText(order.number);
  const notice = page.getByRole('link', { name: `Open ${order.number}` });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/orders/show/${order.id}$`));
});
