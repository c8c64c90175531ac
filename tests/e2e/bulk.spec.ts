import { expect, test } from './fixtures';
import { apiAs, createOrder, emailOf, json, storageStateOf } from './support';

test.describe('as an operator', () => {
  test.use({ storageState: storageStateOf('operator') });

  test('a bulk confirm moves the orders it may and names the one changed meanwhile, which stays selected', async ({
    page,
    baseURL,
  }) => {
    const api = await apiAs(baseURL as string, emailOf('operator'));
    const orders = [await createOrder(api), await createOrder(api), await createOrder(api)];
    // No live updates: the list keeps the versions it drew, as a tab would between two events.
    await page.route('**/api/events', (route) => route.abort());
    await page.goto('/orders');
    for (const order of orders) await page.getByLabel(`Select ${order.number}`).check();
    await expect(page.getByText('3 selected')).toBeVisible();
    const [first, meanwhile, last] = orders as [
      (typeof orders)[0],
      (typeof orders)[0],
      (typeof orders)[0],
    ];
    const other = await api.patch(`/api/orders/${meanwhile.id}`, {
      data: { version: meanwhile.version, status: 'confirmed' },
    });
    expect(other.status()).toBe(200);

    await page.getByRole('button', { name: 'Mark as Confirmed' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'Not moved' });
    await expect(refused).toContainText(
      `${meanwhile.number}: This order was changed by someone else`,
    );
    await expect(page.getByText('1 selected')).toBeVisible();
    await expect(page.getByLabel(`Select ${meanwhile.number}`)).toBeChecked();
    for (const order of [first, last]) {
      await expect(page.getByLabel(`Select ${order.number}`)).not.toBeChecked();
      expect((await json(await api.get(`/api/orders/${order.id}`))).status).toBe('confirmed');
    }
    expect((await json(await api.get(`/api/orders/${meanwhile.id}`))).version).toBe(2);
  });
});

test.describe('as an admin', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('a delete undone in its notice deletes nothing', async ({ page, baseURL }) => {
    const api = await apiAs(baseURL as string, emailOf('admin'));
    const order = await createOrder(api);
    await page.goto('/orders');
    await page.getByLabel(`Select ${order.number}`).check();
    await page.getByRole('button', { name: 'Delete 1' }).click();
    await expect(page.getByText('Deleting 1 record…')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Nothing was deleted')).toBeVisible();
    // Past the seconds the delete would have waited: still there, after a reload too.
    await page.waitForTimeout(6000);
    await page.reload();
    await expect(page.getByText(order.number)).toBeVisible();
    expect((await api.get(`/api/orders/${order.id}`)).status()).toBe(200);
  });
});
