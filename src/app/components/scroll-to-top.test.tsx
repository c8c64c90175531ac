// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

let scrollTo: MockInstance<typeof window.scrollTo>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function mount(at: string) {
  const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], {
    initialEntries: ['/', at],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollToTop', () => {
  it('leaves the first page and back and forward to the browser', async () => {
    const router = mount('/orders');
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens a new path at its top, pushed or replaced', async () => {
    const router = mount('/orders');
    await act(() => router.navigate('/orders/show/7'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await act(() => router.navigate('/settings', { replace: true }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('keeps the scroll when only the query changes or the link names an anchor', async () => {
    const router = mount('/orders');
    await act(() => router.navigate('/orders?current=2&pageSize=20'));
    await act(() => router.navigate('/settings#password'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
