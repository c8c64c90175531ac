import { test as base, expect } from '@playwright/test';

/**
 * Playwright's test, with one more check on every page a journey opens: an uncaught error in the
 * app fails the journey even when the screen it left behind happens to pass the assertions.
 */
export const test = base.extend<{ failOnPageErrors: undefined }>({
  failOnPageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on('page', (page) => page.on('pageerror', (error) => errors.push(error.message)));
      for (const page of context.pages())
        page.on('pageerror', (error) => errors.push(error.message));
      await use(undefined);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
