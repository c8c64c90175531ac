// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Header } from './header';
import { renderInRefine, stubBrowser } from './test-utils';

/** How often the header draws its user menu. */
const userMenuDraws = vi.hoisted(() => ({ count: 0 }));
vi.mock('./user-menu', () => ({
  UserMenu: () => {
    userMenuDraws.count += 1;
    return null;
  },
}));

beforeAll(stubBrowser);
afterEach(cleanup);

describe('Header', () => {
  it('is passed by when the frame around it draws again', () => {
    function Frame() {
      const [draws, setDraws] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setDraws(draws + 1)}>
            draw again
          </button>
          <Header />
        </>
      );
    }
    renderInRefine(<Frame />);
    expect(screen.getByRole('button', { name: 'Refresh the data on this page' })).toBeTruthy();
    const before = userMenuDraws.count;
    for (let time = 0; time < 3; time++)
      fireEvent.click(screen.getByRole('button', { name: 'draw again' }));
    expect(before).toBeGreaterThan(0);
    expect(userMenuDraws.count).toBe(before);
  });
});
