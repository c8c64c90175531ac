import { describe, expect, it } from 'vitest';
import { sortersOf } from './use-antd-table';

describe('sortersOf', () => {
  it("turns antd's sort orders into refine's, by column key before field", () => {
    expect(sortersOf({ columnKey: 'amount', field: 'amount', order: 'ascend' })).toEqual([
      { field: 'amount', order: 'asc' },
    ]);
    expect(sortersOf({ columnKey: 'total', field: 'amount', order: 'descend' })).toEqual([
      { field: 'total', order: 'desc' },
    ]);
    expect(sortersOf({ field: ['customer', 'name'], order: 'ascend' })).toEqual([
      { field: 'customer.name', order: 'asc' },
    ]);
  });

  it('drops a column whose sort was cleared, and keeps several in order', () => {
    expect(sortersOf({ columnKey: 'amount', field: 'amount', order: undefined })).toEqual([]);
    expect(
      sortersOf([
        { columnKey: 'status', order: 'ascend' },
        { columnKey: 'amount', order: null },
        { columnKey: 'createdAt', order: 'descend' },
      ]),
    ).toEqual([
      { field: 'status', order: 'asc' },
      { field: 'createdAt', order: 'desc' },
    ]);
  });
});
