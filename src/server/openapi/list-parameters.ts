import type { FieldDefinition, ResourceDefinition } from '../../resources';
import {
  type FilterOperator,
  fieldOf,
  filterNamesOf,
  likeSearchable,
  maxPageSize,
  maxUnpagedRows,
  maxValueLength,
  numericFilterOf,
  sortNamesOf,
} from '../lists/parse';
import type { JsonSchema } from './components';

const text = { type: 'string', maxLength: maxValueLength };
const index = { type: 'integer', minimum: 0, maximum: 999_999_999 };

/** What one value of a filter on `field` with `operator` must be, as `coerce` in query.ts reads it. */
function valueSchema(field: FieldDefinition, operator: FilterOperator): JsonSchema {
  if (operator === 'like') return text;
  if ((operator === 'gte' || operator === 'lte') && field.numberPrefix)
    return { ...text, description: `A number such as ${field.numberPrefix}000123, or its digits` };
  const numeric = numericFilterOf(field);
  if (numeric)
    return numeric.whole
      ? { type: 'integer', minimum: -numeric.max - 1, maximum: numeric.max }
      : { type: 'number' };
  if (field.type === 'date') return { type: 'string', format: 'date' };
  if (field.type === 'datetime')
    return { ...text, description: 'A UTC date or date-time such as 2026-01-31T09:30:00Z' };
  if (field.type === 'enum' && (operator === 'eq' || operator === 'ne') && field.options)
    return { type: 'string', enum: [...field.options] };
  return text;
}

const suffixes: Record<FilterOperator, string> = {
  eq: '',
  ne: '_ne',
  gte: '_gte',
  lte: '_lte',
  like: '_like',
};
const meanings: Record<FilterOperator, string> = {
  eq: 'equal to (repeat for any of)',
  ne: 'not equal to (repeat for none of)',
  gte: 'at least',
  lte: 'at most',
  like: 'contains, in any case',
};

/** The operators the server takes on `field`. */
const operatorsOf = (field: FieldDefinition): FilterOperator[] =>
  likeSearchable(field) ? ['eq', 'ne', 'gte', 'lte', 'like'] : ['eq', 'ne', 'gte', 'lte'];

/** The query parameters of the filters on `name`: one per operator. */
function filterParameters(resource: ResourceDefinition, name: string) {
  const field = fieldOf(resource, name) as FieldDefinition;
  return operatorsOf(field).map((operator) => {
    const value = valueSchema(field, operator);
    const repeatable = operator === 'eq' || operator === 'ne';
    return {
      name: `${name}${suffixes[operator]}`,
      in: 'query',
      description: `${name} ${meanings[operator]}; empty is no filter`,
      schema: repeatable
        ? { anyOf: [value, { type: 'array', items: value, maxItems: maxPageSize }] }
        : value,
    };
  });
}

/** `_sort`, `_order` and `q` (where the resource has text to search), as every list takes them. */
function orderAndSearch(resource: ResourceDefinition) {
  const searchable = Object.values(resource.fields).some((field) => field.searchable);
  return [
    {
      name: '_sort',
      in: 'query',
      description: `Comma-separated fields, at most 5, of: ${sortNamesOf(resource).join(', ')}`,
      schema: { type: 'string' },
    },
    {
      name: '_order',
      in: 'query',
      description: 'Comma-separated asc or desc, one per `_sort` field (default asc)',
      schema: { type: 'string' },
    },
    ...(searchable
      ? [
          {
            name: 'q',
            in: 'query',
            description: 'Words to search the text fields for',
            schema: text,
          },
        ]
      : []),
  ];
}

/**
 * The query parameters of a resource's list (SPEC §7, json-server conventions), as
 * `parseListQuery` takes them; `paged` adds `_start` and `_end` (an export has no pages).
 */
export function listParameters(resource: ResourceDefinition, paged = true) {
  const paging = [
    { name: '_start', in: 'query', description: 'First row, from 0', schema: index },
    {
      name: '_end',
      in: 'query',
      description: `Row after the last one, at most ${maxPageSize} past _start; without it every match, if there are no more than ${maxUnpagedRows}`,
      schema: index,
    },
  ];
  return [
    ...(paged ? paging : []),
    ...orderAndSearch(resource),
    ...filterNamesOf(resource).flatMap((name) => filterParameters(resource, name)),
  ];
}
