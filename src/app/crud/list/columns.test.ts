import { describe, expect, it } from 'vitest';
import { defineResource, orders, packages, stats, users } from '../../../resources';
import { baseFields } from '../../../resources/common';
import { slotsOf } from '../../resources';
import { filterKindOf, hasStatusTabs, isSearchable, listColumnsOf } from './columns';

const summary = (resource: Parameters<typeof listColumnsOf>[0]) =>
  listColumnsOf(resource, slotsOf(resource.name)).map(({ name, sortable, filter }) => [
    name,
    sortable,
    filter ?? null,
  ]);

describe('listColumnsOf', () => {
  it('makes the columns of the fields marked list, filtered by type', () => {
    expect(summary(orders)).toEqual([
      ['id', true, null],
      ['createdAt', true, 'dateRange'],
      ['number', true, 'text'],
      ['customerName', true, 'text'],
      // Orders have status tabs, which are the status filter.
      ['status', true, null],
      ['amount', true, 'range'],
      ['currency', true, 'enum'],
      ['city', true, 'text'],
      ['country', true, 'country'],
    ]);
  });

  it('gives users role and status filters instead of tabs', () => {
    expect(hasStatusTabs(users, slotsOf('users'))).toBe(false);
    const filters = Object.fromEntries(summary(users).map(([name, , filter]) => [name, filter]));
    expect(filters).toMatchObject({ role: 'enum', status: 'enum', email: 'text', name: 'text' });
    expect(filters).not.toHaveProperty('password');
  });

  it('shows tabs for lifecycles with a status field, and search only where there is an index', () => {
    expect(hasStatusTabs(orders)).toBe(true);
    expect(hasStatusTabs(packages)).toBe(true);
    expect(hasStatusTabs(stats)).toBe(false);
    expect(isSearchable(orders)).toBe(true);
    expect(isSearchable(stats)).toBe(false);
  });

  it('follows a new definition without any page code', () => {
    const notes = defineResource({
      name: 'notes',
      table: 'notes',
      idColumn: 'id',
      idType: 'integer',
      label: 'note',
      titleField: 'title',
      defaultSort: { field: 'createdAt', order: 'desc' },
      fields: {
        ...baseFields,
        title: { type: 'string', list: true, sortable: true, filterable: true },
        body: { type: 'text' },
        priority: { type: 'integer', list: true, filterable: true },
        due: { type: 'date', list: true },
      },
      schema: orders.schema,
      permissions: { admin: ['list'], operator: [], viewer: [], customer: [] },
    });
    expect(summary(notes)).toEqual([
      ['id', true, null],
      ['createdAt', true, 'dateRange'],
      ['title', true, 'text'],
      ['priority', false, 'range'],
      ['due', false, null],
    ]);
  });
});

describe('filterKindOf', () => {
  it('picks the filter by field type', () => {
    expect(filterKindOf({ type: 'email', filterable: true })).toBe('text');
    expect(filterKindOf({ type: 'money', filterable: true })).toBe('range');
    expect(filterKindOf({ type: 'percent', filterable: true })).toBe('range');
    expect(filterKindOf({ type: 'datetime', filterable: true })).toBe('dateRange');
    expect(filterKindOf({ type: 'enum', filterable: true })).toBe('enum');
    expect(filterKindOf({ type: 'reference', filterable: true })).toBeUndefined();
    expect(filterKindOf({ type: 'string' })).toBeUndefined();
  });
});
