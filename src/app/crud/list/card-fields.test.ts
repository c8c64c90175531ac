import { describe, expect, it } from 'vitest';
import { defineResource, resources } from '../../../resources';
import { cardLayoutOf } from './card-fields';

const base = {
  table: 'things',
  idColumn: 'id',
  idType: 'integer' as const,
  label: 'thing',
  schema: () => ({ record: {} as never }),
  permissions: { admin: [], operator: [], viewer: [], customer: [] },
  defaultSort: { field: 'id', order: 'asc' as const },
};

describe('a record card', () => {
  it('shows the title, the status and the fields marked card, in their order', () => {
    const resource = defineResource({
      ...base,
      name: 'things',
      titleField: 'name',
      fields: {
        name: { type: 'string', card: true },
        status: { type: 'enum', options: ['a'], card: true },
        secret: { type: 'string', card: true, writeOnly: true },
        amount: { type: 'money', card: true },
        note: { type: 'text', list: true },
        city: { type: 'string', card: true },
      },
    });
    expect(cardLayoutOf(resource)).toEqual({
      title: 'name',
      status: 'status',
      figures: ['amount', 'city'],
    });
  });

  it('has no status where the resource has no enum status', () => {
    const resource = defineResource({
      ...base,
      name: 'days',
      titleField: 'date',
      fields: { date: { type: 'date' }, status: { type: 'string', card: true } },
    });
    expect(cardLayoutOf(resource)).toEqual({ title: 'date', figures: ['status'] });
  });

  it('has key figures on every list', () => {
    for (const resource of resources)
      expect(cardLayoutOf(resource).figures.length).toBeGreaterThan(1);
  });
});
