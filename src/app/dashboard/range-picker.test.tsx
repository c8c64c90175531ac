// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { stubBrowser } from '../components/test-utils';
import { RangePicker } from './range-picker';
import { lastDays, withinLimit } from './summary-request';

beforeAll(stubBrowser);
afterEach(cleanup);

describe('lastDays', () => {
  it('counts today as the last of the days, across a month end', () => {
    expect(lastDays(30, new Date(Date.UTC(2026, 2, 29, 23, 30)))).toEqual({
      from: '2026-02-28',
      to: '2026-03-29',
    });
    expect(lastDays(1, new Date(Date.UTC(2026, 0, 1, 0, 5)))).toEqual({
      from: '2026-01-01',
      to: '2026-01-01',
    });
    expect(lastDays(365, new Date(Date.UTC(2026, 11, 31)))).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });

  it('ends on the UTC day, as the stats do, whatever the browser’s zone', () => {
    // 00:30 in Berlin on Dec 1 is still Nov 30 in UTC; 21:50 in New York on Nov 29 is Nov 30.
    expect(lastDays(7, new Date('2026-12-01T00:30:00+01:00')).to).toBe('2026-11-30');
    expect(lastDays(7, new Date('2026-11-29T21:50:00-05:00')).to).toBe('2026-11-30');
  });
});

describe('withinLimit', () => {
  it('keeps a range of up to 731 days, and starts a longer one later, keeping its end', () => {
    const twoYears = { from: '2024-11-30', to: '2026-11-30' };
    expect(withinLimit(twoYears)).toEqual(twoYears);
    expect(withinLimit({ from: '2023-01-01', to: '2026-11-30' })).toEqual(twoYears);
  });
});

describe('RangePicker', () => {
  it('shows the range at once, and a click loads the picker open on its presets', async () => {
    const onChange = vi.fn();
    render(<RangePicker value={{ from: '2026-05-01', to: '2026-05-30' }} onChange={onChange} />);
    const shown = screen.getByRole('textbox', { name: 'Date range' }) as HTMLInputElement;
    expect(shown.value).toBe('2026-05-01 → 2026-05-30');
    // Nothing of the picker yet: its presets are in the chunk the click loads.
    expect(screen.queryByText('Last 7 days')).toBeNull();

    fireEvent.click(shown);
    fireEvent.click(await screen.findByText('Last 7 days'));
    expect(onChange).toHaveBeenCalledWith(lastDays(7));
  });
});
