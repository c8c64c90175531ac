// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Summary } from '../../resources/summary';
import { emptyDataProvider, renderInRefine, stubBrowser } from '../components/test-utils';
import { DashboardCharts, DashboardLowerPanels, DashboardView } from './dashboard-view';
import { PackagesMap } from './lower-panels';

const kpi = (value: number, previous: number) => ({
  value,
  previous,
  change: (value - previous) / previous,
});

const summary: Summary = {
  range: {
    from: '2026-06-01',
    to: '2026-06-30',
    previousFrom: '2026-05-02',
    previousTo: '2026-05-31',
    today: '2026-07-01',
  },
  kpis: {
    revenue: kpi(1_234_500, 1_000_000),
    orders: kpi(321, 300),
    averageOrderValue: kpi(3846, 3333),
    newCustomers: kpi(12, 16),
    onTimeRate: kpi(0.9, 0.8),
  },
  series: [],
  ordersByStatus: [],
  packagesByCarrier: [],
  topCities: [{ city: 'Leipzig', country: 'DE', orders: 42, revenue: 99_000 }],
  onTimeByCarrier: [],
  insights: [],
  map: { destinations: [], lastLocations: [] },
};

beforeAll(stubBrowser);
afterEach(cleanup);
// The view starts loading its charts, lower panels and map as it mounts: those imports must end before jsdom
// is torn down, or Vitest reports them as an unhandled error after the test has passed.
afterAll(() =>
  Promise.all([DashboardCharts.preload(), DashboardLowerPanels.preload(), PackagesMap.preload()]),
);

describe('DashboardView', () => {
  it('waits for the summary of the last 30 days, then shows its numbers', async () => {
    let answer: (value: { data: Summary }) => void = () => undefined;
    const custom = vi.fn(
      () =>
        new Promise<{ data: Summary }>((resolve) => {
          answer = resolve;
        }),
    );
    renderInRefine(
      <MemoryRouter>
        <DashboardView greeting="Hello, Vera" />
      </MemoryRouter>,
      { dataProvider: { ...emptyDataProvider, custom: custom as never } },
    );
    // Before the answer: the frame and placeholders, no crash on a summary that is not there yet.
    expect(screen.getByText('Hello, Vera')).toBeTruthy();
    expect(screen.queryByText('€12,345.00')).toBeNull();

    answer({ data: summary });
    expect(await screen.findByText('€12,345.00')).toBeTruthy();
    expect(screen.getByText('321')).toBeTruthy();
    expect(screen.getByText('+23.5%')).toBeTruthy();
    // A range without orders: each chart says so, in antd's Empty once its code is there.
    await vi.waitFor(
      () => expect(document.querySelectorAll('.ant-empty').length).toBeGreaterThanOrEqual(3),
      { timeout: 5000 },
    );
    expect(screen.getAllByText('Nothing in this range yet').length).toBeGreaterThanOrEqual(3);
    // The panels below the charts come once the browser is idle.
    // Each top city with its country's name, as the package's destination reads.
    expect(await screen.findByText('Leipzig, Germany')).toBeTruthy();
    // The top city's bar is full but drawn in the theme's colour, not antd's green of success.
    expect(document.querySelectorAll('.ant-progress').length).toBe(1);
    expect(document.querySelector('.ant-progress-status-success')).toBeNull();
    const query = (custom.mock.calls[0] as unknown as [{ query: { from: string; to: string } }])[0]
      .query;
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
    expect(days).toBe(30);
  });

  it('says when the numbers could not be loaded, in antd’s error alert', async () => {
    const custom = vi.fn(() => Promise.reject(new Error('502')));
    renderInRefine(
      <MemoryRouter>
        <DashboardView />
      </MemoryRouter>,
      { dataProvider: { ...emptyDataProvider, custom: custom as never } },
    );
    const said = 'The numbers could not be loaded. Try refreshing.';
    expect((await screen.findByRole('alert')).textContent).toContain(said);
    // antd's Alert, once its code is there (a plain line with the same words until then).
    await vi.waitFor(() =>
      expect(document.querySelector('.ant-alert-error')?.textContent).toContain(said),
    );
  });
});
