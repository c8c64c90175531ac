import { expect, test } from './fixtures';
import { openBusiestDay, storageStateOf } from './support';

test.use({ storageState: storageStateOf('viewer') });

test('the viewer reads every list and the dashboard, and can change nothing', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Revenue per day')).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  const menu = page.getByRole('navigation').or(page.locator('.ant-layout-sider'));
  await expect(menu.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);

  for (const list of ['Orders', 'Packages', 'Daily stats']) {
    await page.getByRole('menuitem', { name: list }).click();
    await expect(page.getByRole('heading', { name: list })).toBeVisible();
    const rows = page.locator('tbody tr[data-row-key]');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByText(/^\d{1,3}(,\d{3})* records$/)).toBeVisible();
    // No create button, no edit or delete in the rows, nothing to select for a bulk delete.
    await expect(page.getByRole('link', { name: 'Create', exact: true })).toHaveCount(0);
    await expect(rows.getByRole('link', { name: /^Edit / })).toHaveCount(0);
    await expect(page.locator('.refine-delete-button')).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);

    await rows
      .first()
      .getByRole('link', { name: /^Show / })
      .click();
    await expect(page).toHaveURL(/\/show\//);
    // The record drawn: its tabs, or, for a day of the stats (which nobody writes, so it has no
    // history), its figures alone.
    if (list === 'Daily stats') {
      await expect(page.getByText('The day at a glance')).toBeVisible();
      await expect(page.getByRole('tab')).toHaveCount(0);
    } else {
      await expect(page.getByRole('tab', { name: 'History' })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Mark as/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  }
});

test('a direct visit to an edit or create page is refused politely', async ({ page }) => {
  for (const path of ['/orders/edit/1', '/packages/create', '/users']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(
      page.getByText(/Your role may not (edit|create|list) (orders|packages|users)/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the dashboard follows the date range: a week has fewer orders than thirty days', async ({
  page,
}) => {
  await page.goto('/');
  const ordersCard = page.locator('.panel', { hasText: 'Orders' }).filter({
    has: page.locator('.ant-statistic'),
  });
  const ordersIn = async () =>
    Number(
      ((await ordersCard.locator('.ant-statistic-content').textContent()) ?? '').replace(/\D/g, ''),
    );
  await expect(ordersCard.locator('.ant-statistic-content')).toHaveText(/\d/);
  const month = await ordersIn();

  await page.getByRole('textbox', { name: 'Date range' }).first().click();
  await page.getByText('Last 7 days', { exact: true }).click();
  await expect.poll(ordersIn).toBeLessThan(month);
  expect(await ordersIn()).toBeGreaterThan(0);
});

test('the charts’ legends list the statuses in the order of their life, not the alphabet’s', async ({
  page,
}) => {
  await page.goto('/');
  const legendOf = (title: string) =>
    page.locator('.panel', { hasText: title }).locator('.recharts-legend-item-text');
  const lives = {
    'Orders by status': ['Pending', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled', 'Refunded'],
    'Packages by carrier and status': [
      'Label created',
      'In transit',
      'Out for delivery',
      'Failed attempt',
      'Delivered',
      'Returned',
      'Lost',
    ],
  };
  for (const [title, life] of Object.entries(lives)) {
    const legend = legendOf(title);
    await expect(legend.first()).toBeVisible();
    const shown = await legend.allTextContents();
    // The demo data has most statuses: alphabetical order would differ from this one.
    expect(shown.length, title).toBeGreaterThanOrEqual(4);
    expect(shown, title).toEqual(life.filter((status) => shown.includes(status)));
  }
});

test('the five KPI cards sit in balanced rows whatever the width: none alone on a row of four', async ({
  page,
}) => {
  await page.goto('/');
  const cards = page.locator('.ant-statistic');
  await expect(cards).toHaveCount(5);
  /** How many cards each row holds, top to bottom, at a window `width` wide. */
  const rowsAt = async (width: number) => {
    await page.setViewportSize({ width, height: 900 });
    await expect(cards.first()).toBeVisible();
    const boxes = await cards.evaluateAll((elements) =>
      elements.map((element) => {
        const box = (element.closest('.panel') ?? element).getBoundingClientRect();
        return { top: Math.round(box.top), width: Math.round(box.width) };
      }),
    );
    const rows = new Map<number, number>();
    for (const box of boxes) rows.set(box.top, (rows.get(box.top) ?? 0) + 1);
    // Every card as wide as the others, the last row's too.
    expect(new Set(boxes.map((box) => box.width)).size).toBe(1);
    return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
  };
  expect(await rowsAt(1440)).toEqual([5]);
  // A tablet: the side menu is a drawer and the row is ~750 px, where four used to fit.
  expect(await rowsAt(800)).toEqual([3, 2]);
  expect(await rowsAt(390)).toEqual([2, 2, 1]);
});

test("a day of the stats breaks down into its orders, packages, cities and carriers' deliveries", async ({
  page,
}) => {
  // The day with the most deliveries, so that several carriers share it.
  const dayDelivered = await openBusiestDay(page, 'packagesDelivered');
  expect(dayDelivered).toBeGreaterThan(1);

  const panel = (title: string) => page.locator('.panel', { hasText: title });
  await expect(panel("The day's orders by status").locator('.recharts-wrapper')).toBeVisible();
  await expect(
    panel("The day's packages by carrier and status").locator('.recharts-wrapper'),
  ).toBeVisible();
  await expect(panel("The day's top cities").locator('li').first()).toBeVisible();
  // Each carrier's "12 of 13 on time · 92.3%"; the deliveries add up to the day's own figure.
  const carriers = panel("The day's deliveries on time, by carrier").locator('li');
  await expect(carriers.first()).toHaveText(/\d+ of \d+ on time · [\d.]+%/);
  const delivered = (await carriers.allTextContents()).map((text) =>
    Number(/of (\d+) on time/.exec(text)?.[1]),
  );
  expect(delivered.length).toBeGreaterThan(1);
  expect(delivered.reduce((sum, count) => sum + count, 0)).toBe(dayDelivered);
  await expect(
    page.locator('.ant-statistic', { hasText: 'Delivered' }).locator('.ant-statistic-content'),
  ).toHaveText(String(dayDelivered));

  // On a phone the panels stack within the screen: none runs past its right edge.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(carriers.first()).toBeVisible();
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  await expect.poll(overflow).toBe(0);
});

test("a day's bar on the dashboard's and the daily stats' charts opens that day's page", async ({
  page,
}) => {
  for (const [path, title] of [
    ['/', 'Orders per day'],
    ['/stats', 'The days in the table'],
  ] as const) {
    await page.goto(path);
    const chart = page.locator('.panel', { hasText: title });
    const bar = chart.locator('.recharts-bar-rectangle').nth(4);
    await expect(bar).toBeVisible();
    await bar.hover();
    const tooltip = chart.locator('.recharts-tooltip-label');
    await expect(tooltip).toHaveText(/^[A-Z][a-z]{2} \d{1,2}$/);
    const day = (await tooltip.textContent()) ?? '';
    // From the day to the legend below the plot: a click there opens nothing (going back from
    // the day's page, below, leads here, not to another day).
    const before = page.url();
    await chart.locator('.recharts-legend-item').first().click();
    await bar.hover();
    await bar.click();
    await expect(page).toHaveURL(/\/stats\/show\/\d{4}-\d{2}-\d{2}$/);
    await expect(
      page.getByRole('heading', { name: new RegExp(`^${day}, \\d{4}$`) }),
      title,
    ).toBeVisible();
    await expect(page.getByText('The day at a glance')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(before);
  }
});

test("a status's slice on the dashboard opens the range's orders in that status", async ({
  page,
}) => {
  await page.goto('/');
  const chart = page.locator('.panel', { hasText: 'Orders by status' });
  // The slice's own shape: the middle of a ring's box is its hole, where a pointer meets no slice.
  const slice = chart.locator('.recharts-pie-sector path').first();
  await expect(slice).toBeVisible();
  await slice.dispatchEvent('mouseover');
  const name = chart.locator('.recharts-tooltip-item-name');
  await expect(name).toHaveText(/^[A-Z][a-z]+$/);
  const status = (await name.textContent()) ?? '';
  await slice.dispatchEvent('click');
  await expect(page).toHaveURL(/\/orders\?.*createdAt.*status/);
  await expect(page.getByRole('tab', { name: status, selected: true })).toBeVisible();
  const rows = page.locator('tbody tr[data-row-key]');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText(status);
});
