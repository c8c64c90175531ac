import { expect, test } from './fixtures';
import {
  apiAs,
  choose,
  createCustomer,
  createOrder,
  emailOf,
  json,
  signIn,
  storageStateOf,
  unique,
  userMenu,
} from './support';

test.describe('the admin', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('creates an operator, disables a customer, and finds both in the activity log', async ({
    page,
    baseURL,
  }) => {
    const suffix = unique();
    const admin = await apiAs(baseURL as string, emailOf('admin'));
    const customer = await createCustomer(admin, `Dora Disable ${suffix}`);

    // A new operator, through the form; the password field appears once the role is staff.
    await page.goto('/users');
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'New user' })).toBeVisible();
    await page.getByLabel('Name').fill(`Otto Operator ${suffix}`);
    await page.getByLabel('Email').fill(`otto.${suffix}@example.com`);
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await choose(page, 'Role', 'Operator');
    await page.getByLabel('Password').fill('a long enough passphrase');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: `Otto Operator ${suffix}` })).toBeVisible();
    const operatorId = page.url().match(/\/users\/show\/(\d+)/)?.[1];
    expect(operatorId).toBeTruthy();

    // The new operator can sign in.
    const otto = await apiAs(
      baseURL as string,
      `otto.${suffix}@example.com`,
      'a long enough passphrase',
    );
    expect((await json<{ user: { role: string } }>(await otto.get('/api/auth/me'))).user.role).toBe(
      'operator',
    );

    // Disabling the customer, from their page.
    await page.goto(`/users/show/${customer.id}`);
    await page.getByRole('button', { name: 'Disable user' }).click();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.locator('.ant-page-header-heading')).toContainText('Disabled');

    // Both in the activity log, under users, each named as its page is, the status as lists say it.
    await page.getByRole('menuitem', { name: 'Activity' }).click();
    await choose(page, 'Filter by resource', 'Users');
    const created = page.locator('tbody tr', { hasText: `User Otto Operator ${suffix}` });
    await expect(created).toContainText('created');
    await expect(created).toContainText('Ada Admin');
    const disabled = page
      .locator('tbody tr', { hasText: `User Dora Disable ${suffix}` })
      .filter({ hasText: 'status changed' });
    await expect(disabled).toContainText('Status: Active → Disabled');
  });

  test('a bulk delete names the row the server kept, which stays selected; the log names the other', async ({
    page,
    baseURL,
  }) => {
    const suffix = unique();
    const admin = await apiAs(baseURL as string, emailOf('admin'));
    const keeps = await createCustomer(admin, `Kim Keeps ${suffix}`);
    const goes = await createCustomer(admin, `Gil Goes ${suffix}`);
    await createOrder(admin, { customerId: keeps.id });

    await page.goto('/users');
    await page.getByRole('searchbox', { name: 'Search…' }).fill(suffix);
    await expect(page.locator('tbody tr[data-row-key]')).toHaveCount(2);
    for (const name of [keeps.name, goes.name]) await page.getByLabel(`Select ${name}`).check();
    // No confirmation: the Undo notice's seconds stand in for it, then the deletes go.
    await page.getByRole('button', { name: 'Delete 2' }).click();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();

    const notice = page.locator('.ant-notification-notice');
    await expect(notice).toContainText('1 of 2 deleted', { timeout: 20_000 });
    await expect(notice).toContainText(`${keeps.name}: This customer has orders`);
    await expect(page.getByText(goes.name)).toHaveCount(0);
    await expect(page.getByLabel(`Select ${keeps.name}`)).toBeChecked();
    await expect(page.getByText('1 selected')).toBeVisible();

    // The log names the deleted customer as they were, and no longer links to their page.
    await page.getByRole('menuitem', { name: 'Activity' }).click();
    const entries = page.locator('tbody tr', { hasText: `User ${goes.name}` });
    await expect(entries.filter({ hasText: 'deleted' })).toHaveCount(1);
    await expect(entries).toHaveCount(2);
    await expect(entries.getByRole('link')).toHaveCount(0);
  });
});

test('an admin changes their own password, signs out and signs in with the new one', async ({
  page,
  baseURL,
}) => {
  const suffix = unique();
  const email = `ada.two.${suffix}@example.com`;
  const admin = await apiAs(baseURL as string, emailOf('admin'));
  await json(
    await admin.post('/api/users', {
      data: { name: 'Ada Second', email, role: 'admin', password: 'first passphrase here' },
    }),
  );
  await signIn(page, email, 'first passphrase here');
  await expect(page.getByRole('heading', { name: /^Good/ })).toBeVisible();

  await (await userMenu(page)).getByRole('menuitem', { name: 'Settings' }).click();
  await page.getByLabel('Current password').fill('first passphrase here');
  await page.getByLabel('New password', { exact: true }).fill('second passphrase here');
  await page.getByLabel('Repeat the new password').fill('second passphrase here');
  await page.getByRole('button', { name: 'Change password' }).click();

  // The change ends the session; the new password is the one that works, and leads back here.
  await expect(page).toHaveURL(/\/login\?to=%2Fsettings$/);
  await signIn(page, email, 'first passphrase here');
  await expect(page.getByText('Email or password is incorrect.')).toBeVisible();
  await signIn(page, email, 'second passphrase here');
  // Signed in again, back on the page the change was made from.
  await expect(page.getByRole('button', { name: 'Account menu for Ada Second' })).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByLabel('Current password')).toBeVisible();

  // Sign out through the user menu; the session is gone on the server too.
  await (await userMenu(page)).getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(401);
});
