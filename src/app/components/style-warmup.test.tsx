// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import StyleWarmup from './style-warmup';
import { stubBrowser } from './test-utils';

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
});
