// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenIdle } from './when-idle';

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
