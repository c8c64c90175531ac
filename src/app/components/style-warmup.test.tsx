// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import StyleWarmup from './style-warmup';
import { drawAgain, RedrawingFrame, stubBrowser } from './test-utils';

/** How often the warm-up draws antd's Table. */
const tableDraws = vi.hoisted(() => ({ count: 0 }));
vi.mock('antd', async (importOriginal) => {
  const antd = await importOriginal<typeof import('antd')>();
  function Table(props: ComponentProps<typeof antd.Table>) {
    tableDraws.count += 1;
    return <antd.Table {...props} />;
  }
  return { ...antd, Table };
});

beforeAll(stubBrowser);
afterEach(cleanup);

describe('the style warm-up', () => {
  it("draws the list screen's components where nobody sees or hears them", () => {
    render(<StyleWarmup />);
    const warmup = screen.getByTestId('style-warmup');
    expect(warmup.hidden).toBe(true);
    expect(warmup.querySelector('table')).not.toBeNull();
    // Nothing that a count of a list's rows would take for a record.
    expect(warmup.querySelectorAll('tr[data-row-key]')).toHaveLength(0);
    expect(warmup.querySelector('[role="tablist"]')).not.toBeNull();
    // Hidden content is out of the accessibility tree: no role query finds the table.
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is drawn once while the frame around it draws again', () => {
    render(<RedrawingFrame component={StyleWarmup} />);
    const before = tableDraws.count;
    drawAgain(3);
    expect(tableDraws.count).toBe(before);
  });
});
