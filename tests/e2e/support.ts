import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, request } from '@playwright/test';

export const demoPassword = process.env.DEMO_PASSWORD ?? 'demo-password';
export const roles = ['admin', 'operator', 'viewer'] as const;
export type Role = (typeof roles)[number];
export const emailOf = (role: Role) => `${role}@example.com`;

/** Where the sign-in setup keeps each role's cookies, reused by every journey. */
export const storageStateOf = (role: Role) => `test-results/e2e-auth/${role}.json`;

/** Signs in through the sign-in page, as a person does. */
export async function signIn(page: Page, email: string, password: string, remember = false) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  if (remember) await page.getByLabel('Keep me signed in on this device').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** An API client signed in as `email`, with the same-origin header state changes need. */
export async function apiAs(
  baseURL: string,
  email: string,
  password = demoPassword,
): Promise<APIRequestContext> {
  const api = await request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Requested-With': 'XMLHttpRequest' },
    // Inside a test the context would inherit the page's cookies, and signing in with them
    // would end the page's session (a new session id at every sign-in).
    storageState: { cookies: [], origins: [] },
  });
  const response = await api.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}

/** A JSON body from the API, failing the test with the server's answer when it is not a 2xx. */
export async function json<T = Record<string, unknown>>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
): Promise<T> {
  expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A new customer named `name` (unique, so that a search finds only them), made through the API
 * by an admin, with an email made from the name; `fields` add to it (an address).
 */
export async function createCustomer(
  admin: APIRequestContext,
  name: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: number; name: string; email: string }> {
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;
  return json(
    await admin.post('/api/users', { data: { name, email, role: 'customer', ...fields } }),
  );
}

/** A new pending order for a seeded customer, made through the API. */
export async function createOrder(
  api: APIRequestContext,
  fields: Record<string, unknown> = {},
): Promise<{
  id: number;
  number: string;
  customerId: number;
  customerName: string;
  version: number;
}> {
  const [customer] = await json<{ id: number }[]>(
    await api.get('/api/users?role=customer&_start=0&_end=1&_sort=id&_order=asc'),
  );
  return json(
    await api.post('/api/orders', {
      data: {
        customerId: customer?.id,
        items: [{ sku: 'E2E-1', name: 'Test mug', quantity: 2, unitPrice: 1250 }],
        currency: 'EUR',
        street: 'Teststraße 1',
        city: 'Leipzig',
        postalCode: '04109',
        country: 'DE',
        ...fields,
      },
    }),
  );
}

/** No serious or critical accessibility violation on the page as it is now (axe, WCAG 2.1 AA). */
export async function expectAccessible(page: Page, what: string) {
  // @axe-core/playwright brings its own playwright-core; only the type names differ.
  const { violations } = await new AxeBuilder({ page: page as never })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
          .slice(0, 3)
          .map(
            (node) =>
              `${node.target.join(' ')}\n      ${node.html.slice(0, 160)}\n      ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`,
          )
          .join('\n    ')}`,
    );
  expect(serious, `${what}:\n${serious.join('\n')}`).toEqual([]);
}

/** Checks the page as it is in light mode, then switches the system to dark and checks again. */
export async function expectAccessibleInBothModes(page: Page, what: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  await expectAccessible(page, `${what} (light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html[data-theme="dark"]')).toHaveCount(1);
  // antd eases colours over 0.3 s; a check in mid-fade measures colours nobody reads.
  await page.waitForTimeout(800);
  await expectAccessible(page, `${what} (dark)`);
}

/** A unique suffix so journeys that run again on the same server do not collide. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Picks an option of an antd select by the select's label and the option's text. */
export async function choose(page: Page, label: string, option: string) {
  // The keyboard opens it: the select's own text covers the input from the mouse.
  await page.getByRole('combobox', { name: label }).focus();
  await page.keyboard.press('ArrowDown');
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await whenOpened(dropdown);
  // antd draws its options outside the accessibility tree; each carries its text as a title.
  await dropdown.getByTitle(option, { exact: true }).click();
}

/**
 * Waits for an antd popup's opening motion to end. Until then its items move, and Playwright's
 * retries of a click on a moving item scroll the page to it; the popup then snaps back beside
 * its trigger and the click lands on whatever took the item's place.
 */
export async function whenOpened(popup: Locator) {
  await expect(popup).not.toHaveClass(/-(appear|enter)\b/);
}

/** Opens the header's account menu and answers it (the side menu has a Settings item too). */
export async function userMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  const menu = page
    .getByRole('menu')
    .filter({ has: page.getByRole('menuitem', { name: 'Log out' }) });
  await expect(menu).toBeVisible();
  // A click on a moving item once landed on the menu's disabled name row (see whenOpened).
  await whenOpened(page.locator('.ant-dropdown').filter({ has: menu }));
  return menu;
}

/**
 * Opens the page of the day of the stats with the most of `figure`, read through the API with the
 * page's session, and returns that figure: a day with something in it for every panel.
 */
export async function openBusiestDay(page: Page, figure: string): Promise<number> {
  const response = await page.request.get(`/api/stats?_sort=${figure}&_order=desc&_start=0&_end=1`);
  const [day] = await json<{ date: string; [figure: string]: unknown }[]>(response);
  await page.goto(`/stats/show/${day?.date}`);
  return Number(day?.[figure]);
}
