// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Header } from './header';
import { drawAgain, RedrawingFrame, renderInRefine, stubBrowser } from './test-utils';

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
    renderInRefine(<RedrawingFrame component={Header} />);
    expect(screen.getByRole('button', { name: 'Refresh the data on this page' })).toBeTruthy();
    const before = userMenuDraws.count;
    drawAgain(3);
    expect(before).toBeGreaterThan(0);
    expect(userMenuDraws.count).toBe(before);
  });
});
