import { sql } from 'kysely';
import type { ResourceDefinition, Role } from '../../resources';
import type { AnyDb, AnySelect, Engine } from '../db/dialect';
import type { PreparedSearch, SearchIndex } from '../search';
import type { Filter, ListQuery, Sort } from './parse';

/** What a list's statements are built against: the connection, its engine and search index. */
export interface ListDb {
  kysely: AnyDb;
  engine: Engine;
  search: SearchIndex;
}

function applyFilter(query: AnySelect, engine: Engine, filter: Filter, unindexed = false) {
  const { values } = filter;
  // SQLite: `+column` is the column's value without its index (see `walkedUnfiltered`).
  const column = unindexed ? sql`+${sql.ref(filter.column)}` : filter.column;
  switch (filter.operator) {
    case 'eq':
      return values.length === 1
        ? query.where(column, '=', values[0])
        : query.where(column, 'in', values);
    case 'ne':
      return values.length === 1
        ? query.where(column, '!=', values[0])
        : query.where(column, 'not in', values);
    case 'gte':
      return values.reduce<AnySelect>((q, value) => q.where(column, '>=', value), query);
    case 'lte':
      return values.reduce<AnySelect>((q, value) => q.where(column, '<=', value), query);
    case 'like':
      return values.reduce<AnySelect>(
        (q, value) => q.where(engine.contains(filter.column, value)),
        query,
      );
  }
}

/** The list's filters after the role's scope, which narrows the rows as a filter does. */
export const narrowingOf = (
  resource: ResourceDefinition,
  role: Role,
  filters: readonly Filter[],
) => {
  const scope = resource.scopes?.[role];
  return scope
    ? [{ column: scope.field, operator: 'eq' as const, values: [...scope.values] }, ...filters]
    : filters;
};

/** What narrows a list's rows, and how its statements read them. */
export interface Narrowed extends Pick<ListQuery, 'filters' | 'search'> {
  prepared?: PreparedSearch;
  /** Columns whose filters SQLite tests row by row rather than reads from their index. */
  unindexed?: ReadonlySet<string>;
  /** The rows to select from instead of the whole table: a query of the table's columns. */
  within?: AnySelect;
}

/** The rows a role may see of a resource, narrowed by the list's filters and search. */
export function scopedSelect(
  db: ListDb,
  resource: ResourceDefinition,
  role: Role,
  list: Narrowed,
): AnySelect {
  let query: AnySelect = db.kysely.selectFrom(
    list.within ? list.within.as(resource.table) : resource.table,
  );
  for (const filter of narrowingOf(resource, role, list.filters))
    query = applyFilter(query, db.engine, filter, list.unindexed?.has(filter.column) === true);
  if (list.search.length > 0)
    query = query.where(
      db.search.condition(
        resource.table,
        list.search,
        list.prepared,
        list.unindexed?.has(resource.idColumn) === true,
      ),
    );
  return query;
}

/** `query` in the order `sort` names; NULL sorts as the smallest value on both engines. */
export const sortedBy = (resource: ResourceDefinition, query: AnySelect, sort: readonly Sort[]) =>
  sort.reduce<AnySelect>(
    // SQLite's rule for NULL; PostgreSQL's is the reverse, so it is spelled out where a field may hold one.
    (q, { column, order }) =>
      resource.fields[column]?.nullable
        ? q.orderBy(column, (by) =>
            order === 'asc' ? by.asc().nullsFirst() : by.desc().nullsLast(),
          )
        : q.orderBy(column, order),
    query,
  );
