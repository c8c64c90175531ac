import { expect, test } from './fixtures';
import { apiAs, createOrder, emailOf, json, signIn, unique } from './support';

const sameOrigin = { 'X-Requested-With': 'XMLHttpRequest' };

/** A staff account of its own, so lockouts and ended sessions touch no other journey. */
async function newOperator(baseURL: string) {
  const admin = await apiAs(baseURL, emailOf('admin'));
  const email = `signin.${unique()}@example.com`;
  const password = 'correct horse battery';
  await json(
    await admin.post('/api/users', {
      data: { name: 'Sam Signin', email, role: 'operator', password },
    }),
  );
  return { email, password };
}

test('a wrong password gets the generic error, and the sixth failure says how long to wait', async ({
  page,
  baseURL,
}) => {
  const { email, password } = await newOperator(baseURL as string);
  await page.goto('/login');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await signIn(page, email, `wrong password ${attempt}`);
    await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');
  }
  // An unknown email reads the same: nothing tells which accounts exist.
  await signIn(page, `nobody.${unique()}@example.com`, 'whatever it is');
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');

  await signIn(page, email, 'wrong password 6');
  await expect(page.getByRole('alert')).toHaveText('Too many attempts. Try again in 15 minutes.');
  // Locked means locked, even for the right password.
  await signIn(page, email, password);
  await expect(page.getByRole('alert')).toContainText('Too many attempts');
  await expect(page).toHaveURL(/\/login/);
});

test('a session that ends sends the user to sign in, and back to the page they were on', async ({
  page,
  baseURL,
  playwright,
}) => {
  const { email, password } = await newOperator(baseURL as string);
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login\?to=%2Forders/);
  await signIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();

  // The session ends on the server (as after 30 idle minutes), the browser still holds its cookie.
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'sid');
  const other = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: {
      'X-Requested-With': 'XMLHttpRequest',
      Cookie: `sid=${cookie?.value}`,
    },
    storageState: { cookies: [], origins: [] },
  });
  expect((await other.post('/api/auth/logout')).ok()).toBe(true);
  expect((await other.get('/api/auth/me')).status()).toBe(401);

  await page.getByRole('menuitem', { name: 'Packages' }).click();
  await expect(page).toHaveURL(/\/login\?to=%2Fpackages/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/packages/);
  await expect(page.getByRole('heading', { name: 'Packages' })).toBeVisible();
});

test('the sign-in page opened on its own hands over to the app at the page asked for, and goes straight on once signed in', async ({
  page,
  baseURL,
}) => {
  const { email, password } = await newOperator(baseURL as string);
  await page.goto(`/login?to=${encodeURIComponent('/packages')}`);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/packages/);
  await expect(page.getByRole('heading', { name: 'Packages' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Orders' })).toBeVisible();

  await page.goto(`/login?to=${encodeURIComponent('/orders')}`);
  await expect(page).toHaveURL(/\/orders/);
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
});

test('a save after the session has ended leads to sign-in without a "leave?" prompt, and back to the form as it was typed', async ({
  page,
  baseURL,
}) => {
  const { email, password } = await newOperator(baseURL as string);
  const admin = await apiAs(baseURL as string, emailOf('admin'));
  const order = await createOrder(admin);
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page.getByRole('heading', { name: /^Good/ })).toBeVisible();
  await page.goto(`/orders/edit/${order.id}`);
  await page.getByLabel('Note').fill('fragile, handle with care');

  // The session ends elsewhere (its idle timeout, a sign-out in another tab); then Save.
  await json(await page.request.post('/api/auth/logout', { headers: sameOrigin }));
  await page.getByRole('button', { name: 'Save' }).click();

  // Straight to sign-in (the unsaved-changes guard stopped it halfway, on a blank page), and
  // signed in again, back on the form.
  await expect(page).toHaveURL(new RegExp(`/login\\?to=%2Forders%2Fedit%2F${order.id}$`));
  await signIn(page, email, password);
  await expect(page).toHaveURL(new RegExp(`/orders/edit/${order.id}$`));
  // What was typed is back, said so, and saves.
  await expect(page.getByText('What you typed before signing in again is back')).toBeVisible();
  await expect(page.getByLabel('Note')).toHaveValue('fragile, handle with care');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/show/${order.id}$`));
  await expect(page.getByText('fragile, handle with care')).toBeVisible();
});
