import { type ResourceDefinition, resources } from '../../resources';

/**
 * What the running server knows of the schema, derived from the resource definitions: the
 * searched columns, the list indexes and the tables that have them. Migrations keep their own
 * copies (they are history); `catalogue.test.ts` checks that this matches what they built.
 */

/** A searched table's name. */
export type SearchedTable = 'users' | 'orders' | 'packages' | 'products';

const searchedFieldsOf = (resource: ResourceDefinition) =>
  Object.entries(resource.fields).flatMap(([name, field]) => (field.searchable ? [name] : []));

/** Columns that `q` searches, per table, in the order the full-text index holds them. */
export const searchColumns = Object.fromEntries(
  resources.flatMap((resource) => {
    const columns = searchedFieldsOf(resource);
    return columns.length > 0 ? [[resource.table, columns]] : [];
  }),
) as unknown as Record<SearchedTable, readonly string[]>;

/** The tables with a full-text index. */
export const searchedTables = Object.keys(searchColumns) as SearchedTable[];

/** Whether `table` has a full-text index. */
export const isSearched = (table: string): table is SearchedTable => table in searchColumns;

/**
 * Words every row of a table holds by construction (the server writes an order's number as
 * `ORD-` and digits, a package's tracking number as `PKG-` and more, and a package repeats its
 * order's number). A search for one narrows nothing, and PostgreSQL's words table leaves them out.
 */
export const universalWords: Record<SearchedTable, readonly string[]> = {
  users: [],
  orders: ['ord'],
  packages: ['ord', 'pkg'],
  products: [],
};

/**
 * Two-column indexes for the common operator views: a status tab sorted by date or amount. The
 * list planner reads them (`pinnedToIndex`, `walkedUnfiltered`).
 */
export const columnPairs: Record<string, readonly (readonly [string, string])[]> = {
  orders: [
    ['status', 'createdAt'],
    ['status', 'amount'],
  ],
  packages: [['status', 'createdAt']],
};

/** A list index: its name, table and key columns, and the statement that builds it. */
export interface ListIndex {
  table: string;
  name: string;
  columns: readonly string[];
  sql: string;
}

/** The columns that get an index of their own: every sortable or filterable one but the unique. */
const indexedColumnsOf = (resource: ResourceDefinition) =>
  Object.entries(resource.fields).flatMap(([name, field]) =>
    (field.sortable || field.filterable) &&
    !field.unique &&
    field.type !== 'id' &&
    name !== resource.idColumn
      ? [name]
      : [],
  );

/** The pairs whose index ends in the id on PostgreSQL: a status tab by creation time. */
const pairEndsInId = (columns: readonly string[]) => columns[1] === 'createdAt';

/**
 * The list indexes as they stand: one per sortable or filterable column, one per column pair.
 * On PostgreSQL those of tables with integer ids end in the id (a list sorts by its column, then
 * by the id), a nullable column holding its NULLs first, except a status-and-amount pair.
 */
export function listIndexes(dialect: 'sqlite' | 'postgres'): ListIndex[] {
  return resources.flatMap((resource) => {
    const { table } = resource;
    const tieBroken = dialect === 'postgres' && resource.idType === 'integer';
    const index = (columns: readonly string[]): ListIndex => {
      const name = `${table}_${columns.join('_')}`;
      const keys = columns.map((column) =>
        tieBroken && columns.length === 1 && resource.fields[column]?.nullable
          ? `"${column}" NULLS FIRST`
          : `"${column}"`,
      );
      if (tieBroken && (columns.length === 1 || pairEndsInId(columns))) keys.push('"id"');
      return {
        table,
        name,
        columns,
        sql: `create index "${name}" on "${table}" (${keys.join(', ')})`,
      };
    };
    return [
      ...indexedColumnsOf(resource).map((column) => index([column])),
      ...(columnPairs[table] ?? []).map((pair) => index(pair)),
    ];
  });
}

/** PostgreSQL: the list indexes a bulk grow drops and builds again, of the tables it grows. */
export const grownListIndexes = (): ListIndex[] =>
  listIndexes('postgres').filter((index) => ['users', 'orders', 'packages'].includes(index.table));

/** PostgreSQL: the GIN index of a searched table's tsvector column. */
export const searchGinIndex = (table: string) => ({
  table,
  name: `${table}_search`,
  sql: `CREATE INDEX "${table}_search" ON "${table}" USING GIN ("search")`,
});
