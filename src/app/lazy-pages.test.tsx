// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../resources';
import {
  ActivityPage,
  DashboardPage,
  lazyPage,
  pageOfPath,
  ResourceList,
  SettingsPage,
  useIdleAfter,
} from './lazy-pages';
import { resourcePages } from './routes';

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

describe('the page of a path, fetched from the start of a direct visit', () => {
  it('is the page the routes draw there, for every page of every resource', () => {
    let checked = 0;
    for (const resource of resources)
      for (const { path, Page, exists } of resourcePages) {
        if (!exists(resource)) continue;
        const at = `/${resource.name}${path ? `/${path.replace(':id', '42')}` : ''}`;
        expect(pageOfPath(at), at).toBe(Page);
        expect(pageOfPath(`${at}/`), `${at}/`).toBe(Page);
        checked++;
      }
    // Every resource has a list and a record page; orders and packages can also be written.
    expect(checked).toBeGreaterThan(resources.length * 2);
  });

  it('is the dashboard, settings or activity page at their paths, and none deeper', () => {
    expect(pageOfPath('/')).toBe(DashboardPage);
    expect(pageOfPath('/settings')).toBe(SettingsPage);
    expect(pageOfPath('/activity')).toBe(ActivityPage);
    expect(pageOfPath('/orders')).toBe(ResourceList);
    expect(pageOfPath('/orders/show/1/more')).toBeUndefined();
    expect(pageOfPath('/orders/unknown')).toBeUndefined();
  });
});
