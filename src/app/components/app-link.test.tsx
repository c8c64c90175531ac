// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppLink } from './app-link';
import { fakeRouter, renderInRefine } from './test-utils';

afterEach(cleanup);

describe('AppLink', () => {
  it('is a real link, followed in the page on a plain left click only', async () => {
    const router = fakeRouter('/orders');
    renderInRefine(<AppLink to="/orders/show/7">ORD-000007</AppLink>, {
      router: router.provider,
    });
    const link = await screen.findByRole('link', { name: 'ORD-000007' });
    expect(link.getAttribute('href')).toBe('/orders/show/7');

    // A middle click, or one with a modifier, is the browser's: a new tab or window.
    for (const click of [{ button: 1 }, { ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      expect(fireEvent.click(link, click), JSON.stringify(click)).toBe(true);
    }
    expect(router.went).toEqual([]);

    // A plain click stays in the page: the router goes there, the browser does not.
    expect(fireEvent.click(link)).toBe(false);
    expect(router.went).toEqual([expect.objectContaining({ to: '/orders/show/7' })]);
  });

  it('leaves a click its own handler prevented alone', async () => {
    const router = fakeRouter('/orders');
    renderInRefine(
      <AppLink to="/orders/show/7" onClick={(event) => event.preventDefault()}>
        ORD-000007
      </AppLink>,
      { router: router.provider },
    );
    fireEvent.click(await screen.findByRole('link', { name: 'ORD-000007' }));
    expect(router.went).toEqual([]);
  });
});
