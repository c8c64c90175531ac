// @vitest-environment jsdom
import '../i18n';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Summary } from '../../resources/summary';
import { renderInRefine } from '../components/test-utils';
import { InsightsPanel } from './insights-panel';
import { KpiCards } from './kpi-cards';

beforeAll(() => {
  window.matchMedia ??= vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
});

describe('InsightsPanel', () => {
  it('states each insight with its numbers and links the packages and days it names', () => {
    render(
      <MemoryRouter>
        <InsightsPanel
          insights={[
            {
              kind: 'revenueWeekOverWeek',
              severity: 'good',
              through: '2026-04-09',
              thisWeek: 150_000,
              lastWeek: 100_000,
              change: 0.5,
            },
            {
              kind: 'orderAnomaly',
              severity: 'info',
              date: '2026-04-10',
              inProgress: false,
              orders: 40,
              mean: 10,
              stdDev: 2,
              deviations: 15,
            },
            {
              kind: 'orderAnomaly',
              severity: 'info',
              date: '2026-04-11',
              inProgress: true,
              orders: 31,
              mean: 10,
              stdDev: 2,
              deviations: 10.5,
            },
            {
              kind: 'overduePackages',
              severity: 'warning',
              count: 2,
              examples: [
                {
                  id: 9,
                  trackingNumber: 'PKG-ABCDEFGHIJ',
                  carrier: 'dhl',
                  estimatedDelivery: '2026-04-01',
                  status: 'in_transit',
                },
              ],
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(
      screen.getByText(
        /Revenue in the 7 days to Apr 9: \+50% against the 7 days before \(€1,500\.00 vs €1,000\.00\)/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Apr 10: 40 orders, 15\.0σ above the 28-day mean of 10/)).toBeTruthy();
    expect(
      screen.getByText(/Today so far: 31 orders, already 10\.5σ above the 28-day mean of 10/),
    ).toBeTruthy();
    expect(screen.getByText(/2 packages are past their estimated delivery/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PKG-ABCDEFGHIJ' }).getAttribute('href')).toBe(
      '/packages/show/9',
    );
    // Each unusual day links to its page, where its orders are broken down.
    expect(
      screen
        .getAllByRole('link', { name: 'The day in detail' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/stats/show/2026-04-10', '/stats/show/2026-04-11']);
  });

  it('says so when nothing stands out', () => {
    render(<InsightsPanel insights={[]} />);
    expect(screen.getByText('Nothing stands out in this range')).toBeTruthy();
  });
});

describe('KpiCards', () => {
  it('shows each value with its change against the previous period', () => {
    const kpi = (value: number | null, previous: number | null, change: number | null) => ({
      value,
      previous,
      change,
    });
    const kpis: Summary['kpis'] = {
      revenue: kpi(250_000, 200_000, 0.25),
      orders: kpi(90, 100, -0.1),
      averageOrderValue: kpi(2_778, 2_000, 0.389),
      newCustomers: kpi(5, 0, null),
      onTimeRate: kpi(0.9, 0.95, -0.0526),
    };
    // In refine: the cards ask which lists the role may open.
    renderInRefine(<KpiCards summary={{ kpis } as Summary} />);
    expect(screen.getByText('€2,500.00')).toBeTruthy();
    expect(screen.getByText('+25%')).toBeTruthy();
    expect(screen.getByText('-10%')).toBeTruthy();
    expect(screen.getByText('90%')).toBeTruthy();
    expect(screen.getByText('No previous period to compare')).toBeTruthy();
    expect(screen.getAllByText('down from the previous period')).toHaveLength(2);
  });
});
