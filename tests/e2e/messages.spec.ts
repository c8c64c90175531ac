import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { emailOf, storageStateOf } from './support';

/**
 * Long enough for a toast to show up, or a retry after react-query's one-second delay (the live
 * stream keeps the network from ever being idle).
 */
const settle = (page: Page) => page.waitForTimeout(3_000);

test.describe('as an admin', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('a taken email is one message, beside its field, and no toast', async ({ page }) => {
    await page.goto('/users/create');
    await page.getByLabel('Name').fill('Twice Taken');
    await page.getByLabel('Email').fill(emailOf('operator'));
    await page.getByRole('button', { name: 'Save' }).click();
    const taken = page.getByText('This email address is already in use');
    await expect(taken).toBeVisible();
    await settle(page);
    // Once, at the field: a toast would say it again, with "Could not create User (status 409)".
    await expect(taken).toHaveCount(1);
    await expect(page.getByText(/status \d{3}|Could not create|Not saved/)).toHaveCount(0);
  });
});

test.describe('as an operator', () => {
  test.use({ storageState: storageStateOf('operator') });

  for (const action of ['show', 'edit'] as const) {
    test(`a missing order's ${action} page says so once and asks for it once`, async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/orders/99999999')
          asked.push(request.method());
      });
      await page.goto(`/orders/${action}/99999999`);
      await expect(
        page.getByText('This record does not exist, or your role may not see it'),
      ).toBeVisible();
      await settle(page);
      expect(asked).toEqual(['GET']);
      // The page's message alone: a toast "Error (status 404)" would repeat the server's words.
      const { message } = (await (await page.request.get('/api/orders/99999999')).json()) as {
        message: string;
      };
      await expect(page.getByText(message, { exact: true })).toHaveCount(1);
      await expect(page.getByText(/status \d{3}|Something went wrong/)).toHaveCount(0);
    });
  }
});
