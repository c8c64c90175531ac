import { describe, expect, it } from 'vitest';
import { columnChoices, columnsIn, completedQuery, moved, withColumns } from './list-url';

const known = ['number', 'status', 'customerName', 'amount'];
const refineQuery = 'currentPage=2&pageSize=25&sorters[0][field]=amount&sorters[0][order]=desc';

describe('columnsIn', () => {
  it('reads the columns in their order', () => {
    expect(columnsIn(`?${refineQuery}&columns=amount,number`, known)).toEqual(['amount', 'number']);
  });
  it('drops unknown and repeated names, and reads an encoded comma', () => {
    expect(columnsIn('columns=status%2Cnope,status,amount', known)).toEqual(['status', 'amount']);
  });
  it('is undefined without columns, or when none is known', () => {
    expect(columnsIn(refineQuery, known)).toBeUndefined();
    expect(columnsIn('columns=', known)).toBeUndefined();
    expect(columnsIn('columns=password', known)).toBeUndefined();
  });
});

describe('withColumns', () => {
  it('sets the columns, keeping the rest as refine wrote it', () => {
    expect(withColumns(`?${refineQuery}&columns=number`, ['status', 'amount'])).toBe(
      `${refineQuery}&columns=status,amount`,
    );
  });
  it('takes the columns out for none', () => {
    expect(withColumns(`columns=number&${refineQuery}`, undefined)).toBe(refineQuery);
    expect(withColumns('columns=number', [])).toBe('');
  });
  it('round-trips through columnsIn', () => {
    const names = ['customerName', 'number'];
    expect(columnsIn(withColumns(refineQuery, names), known)).toEqual(names);
  });
});

describe('completedQuery', () => {
  it.each([
    ['a bare URL with nothing kept stays', '', undefined, undefined, undefined],
    ['a bare URL takes the last query', '', refineQuery, undefined, refineQuery],
    [
      'a bare URL takes the last query and the chosen columns',
      '',
      refineQuery,
      ['amount'],
      `${refineQuery}&columns=amount`,
    ],
    [
      'a query without columns takes the chosen ones',
      '?pageSize=10',
      'x=1',
      ['status'],
      'pageSize=10&columns=status',
    ],
    [
      'columns in the URL win over the chosen ones',
      '?columns=number',
      undefined,
      ['status'],
      undefined,
    ],
    ['the last query keeps its own columns', '', 'columns=amount', ['status'], 'columns=amount'],
    ['a query stays when nothing is chosen', `?${refineQuery}`, 'x=1', undefined, undefined],
  ])('%s', (_case, search, recalled, chosen, expected) => {
    expect(completedQuery(search, recalled, chosen)).toBe(expected);
  });
});

describe('columnChoices', () => {
  it('shows every column without a choice', () => {
    expect(columnChoices(['a', 'b'], undefined)).toEqual([
      { name: 'a', visible: true },
      { name: 'b', visible: true },
    ]);
  });
  it('puts the shown ones first in their order, the hidden ones after', () => {
    expect(columnChoices(['a', 'b', 'c'], ['c', 'a', 'z'])).toEqual([
      { name: 'c', visible: true },
      { name: 'a', visible: true },
      { name: 'b', visible: false },
    ]);
  });
});

describe('moved', () => {
  it('swaps a name with its neighbour', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });
  it('keeps the order at either end', () => {
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
