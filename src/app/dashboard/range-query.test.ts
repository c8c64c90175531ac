// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardRange, keepQuery, queryOfRange, rangeOfQuery } from './range-query';

const today = new Date(Date.UTC(2026, 5, 30, 12));

afterEach(() => sessionStorage.clear());

describe('rangeOfQuery', () => {
  it('reads a preset as the days ending today, and two days as they are', () => {
    expect(rangeOfQuery('?range=7d', today)).toEqual({ from: '2026-06-24', to: '2026-06-30' });
    expect(rangeOfQuery('from=2026-01-01&to=2026-01-31', today)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it.each([
    '',
    'range=abc',
    'range=0d',
    'range=9999d',
    'from=2026-01-31&to=2026-01-01',
    'from=2026-02-30&to=2026-03-01',
    'from=2026-06-01&to=2026-07-01',
    'from=2020-01-01&to=2026-01-01',
    'from=yesterday&to=2026-01-01',
    'from=2026-01-01',
  ])('names no range for %j', (search) => {
    expect(rangeOfQuery(search, today)).toBeUndefined();
  });
});

describe('queryOfRange', () => {
  it('writes a preset ending today by its length, any other range by its days', () => {
    expect(queryOfRange({ from: '2026-06-01', to: '2026-06-30' }, today)).toBe('range=30d');
    expect(queryOfRange({ from: '2026-06-01', to: '2026-06-29' }, today)).toBe(
      'from=2026-06-01&to=2026-06-29',
    );
  });
});

describe('dashboardRange', () => {
  it('takes the URL’s range, else the tab’s last, else the last 30 days', () => {
    expect(dashboardRange('', today)).toEqual({ from: '2026-06-01', to: '2026-06-30' });
    keepQuery('range=7d');
    expect(dashboardRange('', today)).toEqual({ from: '2026-06-24', to: '2026-06-30' });
    expect(dashboardRange('?range=bad', today)).toEqual({ from: '2026-06-24', to: '2026-06-30' });
    expect(dashboardRange('?from=2026-03-01&to=2026-03-02', today)).toEqual({
      from: '2026-03-01',
      to: '2026-03-02',
    });
  });
});
