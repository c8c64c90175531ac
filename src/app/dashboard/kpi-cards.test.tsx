// @vitest-environment jsdom

import type { AuthProvider } from '@refinedev/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Kpi, Summary } from '../../resources/summary';
import { renderInRefine, stubBrowser } from '../components/test-utils';
import { KpiCards } from './kpi-cards';

const kpi = (value: number, change: number | null): Kpi => ({ value, previous: value, change });

const kpis = (onTimeChange: number): Summary['kpis'] => ({
  revenue: kpi(1_234_500, 0.235),
  orders: kpi(321, -0.2),
  averageOrderValue: kpi(3846, null),
  newCustomers: kpi(12, 0),
  onTimeRate: kpi(0.91, onTimeChange),
});

/** The KPI card whose title is `title`: its text, the trend's words for screen readers included. */
const card = (title: string) =>
  (screen.getByText(title).closest('.ant-statistic')?.parentElement?.textContent ?? '').trim();

beforeAll(stubBrowser);
afterEach(cleanup);

describe('KpiCards', () => {
  it('says whether each number rose, fell or held, as its rounded change shows it', () => {
    renderInRefine(<KpiCards summary={{ kpis: kpis(-0.0003) } as Summary} />);
    expect(card('Revenue')).toContain('+23.5% up from the previous period');
    expect(card('Orders')).toContain('-20% down from the previous period');
    expect(card('Average order value')).toContain('No previous period to compare');
    expect(card('New customers')).toContain('0% the same as the previous period');
    // -0.03 % is shown as 0 %: no arrow down, no "down from" beside it.
    expect(card('Delivered on time')).toContain('0% the same as the previous period');
    expect(card('Delivered on time')).not.toContain('down');
  });

  it('says when this period has nothing to compare, not that the previous one has not', () => {
    const summary = {
      kpis: { ...kpis(0), onTimeRate: { value: null, previous: 1, change: null } },
    } as Summary;
    renderInRefine(<KpiCards summary={summary} />);
    expect(card('Delivered on time')).toContain('Nothing in this period to compare');
    expect(card('Delivered on time')).not.toContain('No previous period');
  });

  it('still says a fall that shows as a tenth of a percent', () => {
    renderInRefine(<KpiCards summary={{ kpis: kpis(-0.0006) } as Summary} />);
    expect(card('Delivered on time')).toContain('-0.1% down from the previous period');
  });

  it('opens the list behind a figure for the range, where the role may list it', async () => {
    const authProvider = {
      check: async () => ({ authenticated: true }),
      getPermissions: async () => ({ orders: { list: true }, packages: { list: true } }),
    } as unknown as AuthProvider;
    const summary = {
      kpis: kpis(0),
      range: { from: '2026-06-01', to: '2026-06-30' },
    } as Summary;
    renderInRefine(<KpiCards summary={summary} />, { authProvider });
    const orders = await screen.findByRole('link', {
      name: 'Orders: open the list behind this figure',
    });
    expect(decodeURIComponent(orders.getAttribute('href') ?? '')).toBe(
      '/orders?filters[0][field]=createdAt&filters[0][operator]=gte&filters[0][value]=2026-06-01T00:00:00.000Z' +
        '&filters[1][field]=createdAt&filters[1][operator]=lte&filters[1][value]=2026-06-30T23:59:59.999Z',
    );
    // A viewer may not list users: the new customers' figure opens nothing.
    expect(screen.queryByRole('link', { name: /^New customers/ })).toBeNull();
  });
});
