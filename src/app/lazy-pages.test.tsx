// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, useIdleAfter } from './lazy-pages';

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

describe('work put off until the screen has settled', () => {
  function Probe({ afterMs }: { afterMs: number }) {
    return <p>{useIdleAfter(afterMs) ? 'idle' : 'busy'}</p>;
  }

  it('waits for the delay, then for the browser to be idle', () => {
    vi.useFakeTimers();
    const idleCallbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      idleCallbacks.push(callback);
      return idleCallbacks.length;
    });
    try {
      render(<Probe afterMs={1500} />);
      act(() => vi.advanceTimersByTime(1499));
      expect(idleCallbacks).toHaveLength(0);
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByText('busy')).toBeTruthy();
      act(() => idleCallbacks[0]?.({ didTimeout: false, timeRemaining: () => 50 }));
      expect(screen.getByText('idle')).toBeTruthy();
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('is called off when the screen goes away first', () => {
    vi.useFakeTimers();
    const requestIdle = vi.fn(() => 1);
    vi.stubGlobal('requestIdleCallback', requestIdle);
    try {
      render(<Probe afterMs={1500} />).unmount();
      act(() => vi.advanceTimersByTime(5000));
      expect(requestIdle).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
