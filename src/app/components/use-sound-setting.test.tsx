// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { soundStorageKey, useSoundSetting } from './use-sound-setting';

function Toggle({ name }: { name: string }) {
  const [on, setOn] = useSoundSetting();
  return (
    <button type="button" aria-pressed={on} onClick={() => setOn(!on)}>
      {name}
    </button>
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('useSoundSetting', () => {
  it('is off by default', () => {
    render(<Toggle name="header" />);
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('false');
  });

  it('stores the choice under `sound` and keeps every toggle in step', () => {
    render(
      <>
        <Toggle name="header" />
        <Toggle name="settings" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'header' }));
    expect(localStorage.getItem(soundStorageKey)).toBe('on');
    expect(screen.getByRole('button', { name: 'settings' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('follows a change made in another tab', () => {
    render(<Toggle name="header" />);
    act(() => {
      localStorage.setItem(soundStorageKey, 'on');
      window.dispatchEvent(new StorageEvent('storage', { key: soundStorageKey }));
    });
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('true');
  });
});
