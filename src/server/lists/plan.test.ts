import { describe, expect, it } from 'vitest';
import { orders, type ResourceDefinition, users } from '../../resources';
import { parseListQuery } from './parse';
import { type ListFacts, type Plan, plan } from './plan';
import { narrowingOf } from './scope';

const sqlite = { walksSortIndex: true };
const postgres = { walksSortIndex: false };
const fts5 = { index: 'fts5' } as const;
const planned = (few: boolean) => ({ index: 'postgres', plan: { few } }) as const;
const gin = { index: 'postgres' } as const;

/**
 * The facts of a list of `resource` (as `role`) asked for by `query`, as the planner sees it
 * before `pinnedToIndex` (which PostgreSQL's service applies first).
 */
function factsOf(
  engine: { walksSortIndex: boolean },
  query: Record<string, string>,
  search?: ListFacts['search'],
  resource: ResourceDefinition = orders,
  role: 'admin' | 'operator' = 'admin',
) {
  const list = parseListQuery(resource, query);
  const facts: ListFacts = {
    ...engine,
    idType: resource.idType,
    idColumn: resource.idColumn,
    narrowing: narrowingOf(resource, role, list.filters),
    search: list.search.length > 0 ? search : undefined,
    searchedTable: true,
  };
  return { list, facts };
}

const page = { _start: '0', _end: '10' };

describe('plan', () => {
  it.each<[string, ReturnType<typeof factsOf>, Plan]>([
    ['a plain page', factsOf(sqlite, page), { kind: 'page' }],
    ['a sorted page', factsOf(postgres, { ...page, _sort: 'amount' }), { kind: 'page' }],
    [
      'a deep page',
      factsOf(sqlite, { _start: '1500', _end: '1510' }),
      { kind: 'walk', unindexed: false, bounded: false, intersected: false },
    ],
    [
      'a status tab on PostgreSQL, bounded',
      factsOf(postgres, { ...page, status: 'shipped' }),
      { kind: 'walk', unindexed: false, bounded: true, intersected: false },
    ],
    [
      'a status tab on SQLite, walked',
      factsOf(sqlite, { ...page, status: 'shipped', _sort: 'createdAt' }),
      { kind: 'walk', unindexed: true, bounded: true, intersected: false },
    ],
    [
      'a status tab by amount on PostgreSQL, bounded',
      factsOf(postgres, { ...page, status: 'delivered', _sort: 'amount' }),
      { kind: 'walk', unindexed: false, bounded: true, intersected: false },
    ],
    [
      'a status tab by id, along its index',
      factsOf(sqlite, { ...page, status: 'pending', _sort: 'id' }),
      { kind: 'page' },
    ],
    ['a range on PostgreSQL', factsOf(postgres, { ...page, amount_gte: '100' }), { kind: 'page' }],
    [
      'a range on SQLite, walked unbounded',
      factsOf(sqlite, { ...page, amount_gte: '100' }),
      { kind: 'walk', unindexed: true, bounded: false, intersected: false },
    ],
    [
      'two columns',
      factsOf(postgres, { ...page, status: 'delivered', currency: 'USD' }),
      {
        kind: 'keptIds',
        otherwise: { kind: 'walk', unindexed: false, bounded: true, intersected: true },
      },
    ],
    [
      'a contains filter',
      factsOf(postgres, { ...page, customerName_like: 'an' }),
      { kind: 'keptIds', otherwise: { kind: 'page' } },
    ],
    [
      "an operator's users (a scope)",
      factsOf(sqlite, page, undefined, users, 'operator'),
      { kind: 'walk', unindexed: true, bounded: true, intersected: false },
    ],
    [
      'a search on SQLite, newest first',
      factsOf(sqlite, { ...page, q: 'berlin' }, fts5),
      { kind: 'indexedSearch', byCreation: true },
    ],
    [
      'a search on SQLite, by amount',
      factsOf(sqlite, { ...page, q: 'berlin', _sort: 'amount' }, fts5),
      { kind: 'indexedSearch', byCreation: false },
    ],
    [
      'a search on SQLite, filtered',
      factsOf(sqlite, { ...page, q: 'berlin', status: 'shipped' }, fts5),
      { kind: 'indexedSearch', byCreation: false },
    ],
    [
      'a search on SQLite, past the cap',
      factsOf(sqlite, { _start: '995', _end: '1005', q: 'berlin' }, fts5),
      { kind: 'indexedSearch', byCreation: false },
    ],
    [
      'a search of few rows on PostgreSQL',
      factsOf(postgres, { ...page, q: 'felix' }, planned(true)),
      { kind: 'wordsFew' },
    ],
    [
      'a planned search, newest first',
      factsOf(postgres, { ...page, q: 'berlin' }, planned(false)),
      { kind: 'wordsWalk' },
    ],
    [
      'a planned search, by amount',
      factsOf(postgres, { ...page, q: 'berlin', _sort: 'amount' }, planned(false)),
      { kind: 'searchSorted' },
    ],
    ['a search left to GIN', factsOf(postgres, { ...page, q: '12' }, gin), { kind: 'ginSearch' }],
  ])('%s', (_name, { list, facts }, expected) => {
    expect(plan(list, facts)).toEqual(expected);
  });
});
