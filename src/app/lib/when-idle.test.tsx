// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdleAfter, WhenIdle } from './when-idle';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const part = (reached: boolean) => (
  <WhenIdle afterMs={1000} reached={reached} standIn={<p>stand-in</p>}>
    <p>part</p>
  </WhenIdle>
);

describe('WhenIdle', () => {
  it('draws the stand-in until the screen has settled and the browser is idle, then the part', () => {
    vi.useFakeTimers();
    render(part(false));
    expect(screen.getByText('stand-in')).toBeTruthy();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByText('part')).toBeNull();
    // jsdom has no requestIdleCallback: the part follows the settling time.
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('part')).toBeTruthy();
    expect(screen.queryByText('stand-in')).toBeNull();
  });

  it('draws the part at once when it is reached for', () => {
    vi.useFakeTimers();
    const { rerender } = render(part(false));
    rerender(part(true));
    expect(screen.getByText('part')).toBeTruthy();
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
