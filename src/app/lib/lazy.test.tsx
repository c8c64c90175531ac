// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy';

afterEach(cleanup);

const pageModule = () => Promise.resolve({ default: () => <p>the page</p> });

describe('a lazily loaded page', () => {
  it('downloads once, whether preloaded, rendered, or both', async () => {
    const load = vi.fn(pageModule);
    const Page = lazyPage(load);
    await Promise.all([Page.preload(), Page.preload()]);
    await act(async () => {
      render(<Page />);
    });
    expect(screen.getByText('the page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once when preloaded: no fallback, no wait', async () => {
    const Page = lazyPage(pageModule);
    await Page.preload();
    // Synchronous render: a suspended page would show the fallback here.
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it('shows the fallback while a page not yet loaded downloads', async () => {
    const Page = lazyPage(pageModule);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('the page')).toBeTruthy();
  });
});
