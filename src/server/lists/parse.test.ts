import { describe, expect, it } from 'vitest';
import { orders, packages, stats, users } from '../../resources';
import { AppError } from '../errors';
import { assertAnswerable, maxUnpagedRows, parseListQuery, searchWords } from './parse';

const badRequest = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    expect((error as AppError).code).toBe('BAD_REQUEST');
    return (error as AppError).message;
  }
  throw new Error('expected a 400');
};

describe('parseListQuery', () => {
  it('without _end asks for every match (up to the unpaged limit) in the resource order, with the id as tie-breaker', () => {
    expect(parseListQuery(orders, {})).toEqual({
      offset: 0,
      limit: maxUnpagedRows,
      unpaged: true,
      filters: [],
      search: [],
      sort: [
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ],
    });
  });

  it('reads _start/_end as an offset and a limit', () => {
    const query = parseListQuery(orders, { _start: '20', _end: '45' });
    expect([query.offset, query.limit, query.unpaged]).toEqual([20, 25, undefined]);
    const rest = parseListQuery(orders, { _start: '20' });
    expect([rest.offset, rest.unpaged]).toEqual([20, true]);
  });

  it('refuses an unpaged list with more matches past its offset than one answer holds', () => {
    const unpaged = parseListQuery(orders, { _start: '5' });
    expect(() => assertAnswerable(unpaged, maxUnpagedRows + 5)).not.toThrow();
    expect(badRequest(() => assertAnswerable(unpaged, maxUnpagedRows + 6))).toMatch(
      /1006 matches.*_start and _end/,
    );
    expect(() => assertAnswerable(parseListQuery(orders, { _end: '5' }), 10 ** 6)).not.toThrow();
  });

  it('refuses more than 100 rows, a reversed range and non-numbers', () => {
    expect(badRequest(() => parseListQuery(orders, { _start: '0', _end: '101' }))).toMatch(/100/);
    badRequest(() => parseListQuery(orders, { _start: '10', _end: '5' }));
    badRequest(() => parseListQuery(orders, { _start: '-1', _end: '5' }));
    badRequest(() => parseListQuery(orders, { _start: 'abc' }));
    badRequest(() => parseListQuery(orders, { _start: ['0', '10'] }));
  });

  it('reads comma lists of sort fields and orders', () => {
    const query = parseListQuery(orders, { _sort: 'status,amount', _order: 'asc,DESC' });
    expect(query.sort).toEqual([
      { column: 'status', order: 'asc' },
      { column: 'amount', order: 'desc' },
      { column: 'id', order: 'asc' },
    ]);
  });

  it('breaks ties by id, unless a field no two records share is sorted by', () => {
    expect(parseListQuery(users, { _sort: 'email', _order: 'desc' }).sort).toEqual([
      { column: 'email', order: 'desc' },
    ]);
    expect(parseListQuery(users, { _sort: 'role,email' }).sort).toEqual([
      { column: 'role', order: 'asc' },
      { column: 'email', order: 'asc' },
    ]);
    expect(parseListQuery(users, { _sort: 'name', _order: 'desc' }).sort).toEqual([
      { column: 'name', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  });

  it('sorts an order number by the id it is made of, numerically past ORD-999999', () => {
    expect(parseListQuery(orders, { _sort: 'number', _order: 'desc' }).sort).toEqual([
      { column: 'id', order: 'desc' },
    ]);
    expect(parseListQuery(orders, { _sort: 'number,id', _order: 'asc,desc' }).sort).toEqual([
      { column: 'id', order: 'asc' },
    ]);
    expect(parseListQuery(packages, { _sort: 'orderNumber', _order: 'desc' }).sort).toEqual([
      { column: 'orderId', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  });

  it('refuses an unknown or unsortable sort field and a bad order', () => {
    expect(badRequest(() => parseListQuery(orders, { _sort: 'nope' }))).toMatch(/nope/);
    badRequest(() => parseListQuery(orders, { _sort: 'items' }));
    badRequest(() => parseListQuery(orders, { _sort: 'amount', _order: 'sideways' }));
    expect(badRequest(() => parseListQuery(orders, { _order: 'sideways' }))).toMatch(/_order/);
  });

  it('turns each filter suffix into an operator and coerces numbers', () => {
    const query = parseListQuery(orders, {
      status: ['pending', 'confirmed'],
      amount_gte: '1000',
      amount_lte: '5000',
      currency_ne: 'USD',
      customerName_like: 'anna',
    });
    expect(query.filters).toEqual([
      { column: 'status', operator: 'eq', values: ['pending', 'confirmed'] },
      { column: 'amount', operator: 'gte', values: [1000] },
      { column: 'amount', operator: 'lte', values: [5000] },
      { column: 'currency', operator: 'ne', values: ['USD'] },
      { column: 'customerName', operator: 'like', values: ['anna'] },
    ]);
  });

  it('treats an empty value as no filter, as refine sends for a cleared input', () => {
    expect(
      parseListQuery(orders, { customerName_like: '', status: ['', ''], q: '' }).filters,
    ).toEqual([]);
  });

  it('refuses unknown, unfilterable and write-only filter fields', () => {
    expect(badRequest(() => parseListQuery(orders, { colour: 'red' }))).toMatch(/colour/);
    badRequest(() => parseListQuery(orders, { items_like: 'x' }));
    badRequest(() => parseListQuery(users, { password: 'secret' }));
    badRequest(() => parseListQuery(orders, { _embed: 'packages' }));
  });

  it('refuses values of the wrong type', () => {
    badRequest(() => parseListQuery(orders, { amount_gte: 'lots' }));
    badRequest(() => parseListQuery(orders, { amount_gte: '1.5' }));
    badRequest(() => parseListQuery(orders, { status: 'teleported' }));
    badRequest(() => parseListQuery(orders, { amount_like: '12' }));
    expect(badRequest(() => parseListQuery(orders, { createdAt_gte: 'notadate' }))).toMatch(
      /createdAt_gte/,
    );
    badRequest(() => parseListQuery(orders, { createdAt_gte: '2026-13-45' }));
    badRequest(() => parseListQuery(stats, { date_gte: '2026-02-29' }));
    badRequest(() => parseListQuery(stats, { date_gte: '2026-02-28T00:00:00Z' }));
  });

  it('takes a calendar day for a date, and a UTC day or instant for a timestamp', () => {
    expect(parseListQuery(stats, { date_gte: '2024-02-29' }).filters[0]?.values).toEqual([
      '2024-02-29',
    ]);
    const instants = parseListQuery(orders, {
      createdAt_gte: '2026-03-01T10:00Z',
      createdAt_lte: '2026-03-31T21:59:59.999Z',
      updatedAt_gte: '2026-03-01',
      updatedAt_lte: '2026-03-02T08:15:30.1234Z',
    }).filters.map((filter) => filter.values[0]);
    // Written as the stored timestamps are, so that comparing text compares instants.
    expect(instants).toEqual([
      '2026-03-01T10:00:00.000Z',
      '2026-03-31T21:59:59.999Z',
      '2026-03-01',
      '2026-03-02T08:15:30.123Z',
    ]);
  });

  it('answers every id of a getMany without a page', () => {
    const ids = Array.from({ length: 30 }, (_, index) => String(index + 1));
    const query = parseListQuery(orders, { id: ids });
    expect(query.unpaged).toBe(true);
    expect(query.limit).toBeGreaterThanOrEqual(30);
    expect(query.filters[0]).toEqual({ column: 'id', operator: 'eq', values: ids.map(Number) });
  });

  it('maps id to the id column of a resource keyed by something else', () => {
    const query = parseListQuery(stats, { id: '2026-01-02', _sort: 'id' });
    expect(query.filters[0]?.column).toBe('date');
    expect(query.sort[0]).toEqual({ column: 'date', order: 'asc' });
  });
});

describe('searchWords', () => {
  it('keeps letters and digits of any script, lower-cased', () => {
    expect(searchWords('Anna  Müller')).toEqual(['anna', 'müller']);
    expect(searchWords('ORD-000123')).toEqual(['ord', '000123']);
    expect(searchWords('"; drop table orders; --')).toEqual(['drop', 'table', 'orders']);
    expect(searchWords('***')).toEqual([]);
  });
});
