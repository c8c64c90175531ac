import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs, createOrder, emailOf, storageStateOf } from './support';

test.use({ storageState: storageStateOf('operator') });

test('the side menu collapses to its symbols on a wide screen and opens as a drawer on a phone', async ({
  page,
}) => {
  await page.goto('/');
  const side = page.getByRole('complementary');
  await expect(side.getByRole('menuitem', { name: 'Orders' })).toBeVisible();
  await expect.poll(async () => (await side.boundingBox())?.width).toBe(200);

  await page.getByRole('button', { name: 'Collapse the menu' }).click();
  await expect(page.getByRole('button', { name: 'Expand the menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect.poll(async () => (await side.boundingBox())?.width).toBe(80);
  // Collapsed, the symbols still lead to their pages.
  await side.getByRole('menuitem', { name: 'Packages' }).click();
  await expect(page.getByRole('heading', { name: 'Packages' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('complementary')).toHaveCount(0);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('menuitem', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(drawer).toBeHidden();
  // A phone shows the rows as cards (phone.spec.ts), each named and linked by its order number.
  const cards = page.getByRole('list', { name: 'Orders', exact: true });
  await expect(cards.getByRole('link', { name: /^ORD-\d+$/ }).first()).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  const header = (name: string) =>
    page.locator('thead th').filter({ hasText: new RegExp(`^${name}$`) });
  await expect(header('ID')).toBeVisible();
});

test('a control scrolled into view at the top stops below the sticky header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 480 });
  await page.goto('/orders/show/1');
  const edit = page.getByRole('main').getByRole('button', { name: 'Edit' });
  await expect(edit).toBeVisible();
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  // As an in-page link or scrollIntoView() does: aligned with the top of the window.
  await edit.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const header = await page.getByRole('banner').boundingBox();
  const box = await edit.boundingBox();
  expect(header && box && box.y >= header.y + header.height).toBe(true);
});

test('a page opened from the menu starts at its top, and going back returns to where the list was', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 480 });
  await page.goto('/orders');
  const side = page.getByRole('complementary');
  const tenthRow = page.locator('tbody tr').nth(9);
  await expect(tenthRow).toBeVisible();
  // The dashboard, loaded once, is drawn at once when the menu leads back to it.
  await side.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: /^Good/ })).toBeVisible();
  await side.getByRole('menuitem', { name: 'Orders' }).click();
  await expect(tenthRow).toBeVisible();

  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const listScroll = await page.evaluate(() => window.scrollY);
  await side.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: /^Good/ })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(tenthRow).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listScroll);
});

test('a record page’s back arrow is a focusable, named button in line with the heading', async ({
  page,
}) => {
  const middle = async (locator: import('@playwright/test').Locator) => {
    const box = await locator.boundingBox();
    return box ? box.y + box.height / 2 : Number.NaN;
  };
  const back = page.getByRole('button', { name: 'Back', exact: true });
  for (const [path, heading] of [
    ['/orders/show/1', 'ORD-000001'],
    ['/orders/edit/1', 'Edit ORD-000001'],
    ['/orders/create', 'New order'],
  ] as const) {
    await page.goto(path);
    const title = page.getByRole('heading', { name: heading, exact: true });
    await expect(title).toBeVisible();
    // Within 3 px: the edit and create titles sat 27 px low, under a top margin of antd's.
    expect(Math.abs((await middle(title)) - (await middle(back))), path).toBeLessThan(3);
  }

  // From the list to a record, and back from the keyboard.
  await page.goto('/orders');
  await page
    .locator('tbody tr[data-row-key]')
    .first()
    .getByRole('link', { name: /^Show / })
    .click();
  await expect(page).toHaveURL(/\/orders\/show\/\d+$/);
  await back.focus();
  await expect(back).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders(\?.*)?$/);
});

/**
 * The API requests a page sends, and the named page chunks it fetches (`/assets/<name>-<hash>.js`
 * as `<name>.js`), in order; `beforeSession` expects one asked for before the session's answer
 * (`GET /api/auth/me`), `onceBeforeSession` also no more than once.
 */
function requestsOf(page: Page, chunks: readonly string[]) {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(`${request.method()} ${pathname}`);
    const chunk = /^\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(pathname)?.[1];
    if (chunk && chunks.includes(chunk)) asked.push(`${chunk}.js`);
  });
  const positionOf = (entry: string) => {
    const at = asked.indexOf(entry);
    expect(at, `${entry} in ${asked.join(', ')}`).toBeGreaterThanOrEqual(0);
    return at;
  };
  const beforeSession = (entry: string) =>
    expect(positionOf(entry), asked.join(', ')).toBeLessThan(positionOf('GET /api/auth/me'));
  const onceBeforeSession = (entry: string) => {
    beforeSession(entry);
    expect(asked.filter((each) => each === entry)).toHaveLength(1);
  };
  return { beforeSession, onceBeforeSession };
}

test('a direct visit to a record page asks for its code and its record before it knows the session, and for the record once', async ({
  page,
  baseURL,
}) => {
  const order = await createOrder(await apiAs(baseURL as string, emailOf('operator')));
  const { beforeSession, onceBeforeSession } = requestsOf(page, ['resource-edit']);
  await page.goto(`/orders/edit/${order.id}`);
  await expect(page.getByLabel('Note')).toBeVisible();
  // Left to the routes, the page's code and then its record came after the session's answer.
  beforeSession('resource-edit.js');
  // Once: the form took the prefetched answer instead of asking again.
  onceBeforeSession(`GET /api/orders/${order.id}`);
});

test("a direct visit to an order's page asks for its packages beside the order, before it knows the session, and once", async ({
  page,
  baseURL,
}) => {
  const order = await createOrder(await apiAs(baseURL as string, emailOf('operator')));
  const { onceBeforeSession } = requestsOf(page, []);
  await page.goto(`/orders/show/${order.id}`);
  const packagesCard = page.locator('.ant-card', {
    has: page.getByText('Packages', { exact: true }),
  });
  await expect(packagesCard.getByText('No packages yet')).toBeVisible();
  // Left to the page, its packages came once the order had: after the session's answer. Once:
  // the card and the status buttons' rule read the one page of packages.
  onceBeforeSession('GET /api/packages');
});

test("a direct visit to a customer's page asks for their orders beside the user, before it knows the session, and once", async ({
  page,
  baseURL,
}) => {
  // The newest of the customer's orders, so the first row of their orders card.
  const order = await createOrder(await apiAs(baseURL as string, emailOf('operator')));
  const { onceBeforeSession } = requestsOf(page, []);
  await page.goto(`/users/show/${order.customerId}`);
  const ordersCard = page.locator('.ant-card', { has: page.getByText('Orders', { exact: true }) });
  await expect(ordersCard.getByRole('link', { name: order.number })).toBeVisible();
  // Left to the page, the orders came once the user had: after the session's answer.
  onceBeforeSession('GET /api/orders');
});

test('a direct visit to the dashboard asks for its charts and its summary before it knows the session, and for the summary once', async ({
  page,
}) => {
  const { beforeSession, onceBeforeSession } = requestsOf(page, ['charts']);
  await page.goto('/');
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  // Left to the dashboard, its charts' code and its summary came once it was drawn.
  beforeSession('charts.js');
  onceBeforeSession('GET /api/stats/summary');
});
