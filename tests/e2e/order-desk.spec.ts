import type { APIRequestContext } from '@playwright/test';
import { packageBody } from '../fixtures/bodies';
import { expect, test } from './fixtures';
import { apiAs, createOrder, emailOf, json, storageStateOf, unique } from './support';

test.use({ storageState: storageStateOf('operator') });

type Versioned = { id: number; version: number };

/** Moves a record through `statuses` by the API, each against its current version. */
async function moveByApi(
  api: APIRequestContext,
  path: string,
  record: Versioned,
  statuses: string[],
) {
  let current = record;
  for (const status of statuses)
    current = await json<Versioned>(
      await api.patch(`/api/${path}/${current.id}`, { data: { version: current.version, status } }),
    );
  return current;
}

test('the operator adds a note to an order and sees it on top of its timeline', async ({
  page,
  baseURL,
}) => {
  const operator = await apiAs(baseURL as string, emailOf('operator'));
  const order = await createOrder(operator);
  await moveByApi(operator, 'orders', order, ['confirmed']);

  await page.goto(`/orders/show/${order.id}`);
  await expect(page.getByRole('heading', { name: order.number })).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  const timeline = page.locator('.ant-timeline');
  await expect(timeline.locator('.ant-timeline-item').first()).toContainText('Status changed');

  const text = `Customer asked to deliver after 5 pm (${unique()})`;
  await page.getByLabel('New note').fill(text);
  await page.getByRole('button', { name: 'Add note' }).click();
  // Without a reload: on top, before the status move and the creation.
  await expect(timeline.locator('.ant-timeline-item').first()).toContainText(text);
  await expect(timeline.locator('.ant-timeline-item')).toHaveCount(3);
  await expect(page.getByLabel('New note')).toHaveValue('');
});

test("the operator delivers an order's last package at a place chosen in the dialog, which delivers the order", async ({
  page,
  baseURL,
}) => {
  const operator = await apiAs(baseURL as string, emailOf('operator'));
  const order = await createOrder(operator, { city: 'Berlin' });
  await moveByApi(operator, 'orders', order, ['confirmed']);
  const created = await json<Versioned>(
    await operator.post('/api/packages', { data: packageBody(order.id) }),
  );
  await moveByApi(operator, 'packages', created, ['in_transit', 'out_for_delivery']);

  await page.goto(`/packages/show/${created.id}`);
  await expect(page.locator('.ant-page-header-heading')).toContainText('Out for delivery');
  await page.getByRole('button', { name: 'Mark as Delivered' }).click();
  const dialog = page.locator('.ant-popconfirm', { hasText: 'Mark as Delivered' });
  // Prefilled with where the server would record it: the destination.
  const place = dialog.getByRole('combobox', { name: 'Place' });
  await expect(place).toHaveValue('Berlin');
  await place.fill('Cologne');
  await dialog.locator('.ant-select-item-option', { hasText: 'Köln, Germany' }).click();
  await expect(place).toHaveValue('Köln');
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();

  await expect(page.locator('.ant-page-header-heading')).toContainText('Delivered');
  const tracking = page.locator('.ant-card', { has: page.getByText('Tracking', { exact: true }) });
  const latest = tracking.locator('.ant-timeline-item').first();
  await expect(latest).toContainText('Delivered');
  await expect(latest).toContainText('Köln');

  await page.getByRole('link', { name: order.number }).first().click();
  await expect(page.getByRole('heading', { name: order.number })).toBeVisible();
  await expect(page.locator('.ant-page-header-heading')).toContainText('Delivered');
  const stored = await json<{ status: string }>(await operator.get(`/api/orders/${order.id}`));
  expect(stored.status).toBe('delivered');
});
