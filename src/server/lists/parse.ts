import type { FieldDefinition, ResourceDefinition } from '../../resources';
import { say } from '../../resources/messages';
import { badRequest } from '../errors';

export const maxPageSize = 100;
/** A list asked for without `_end` answers every match, if there are no more than this. */
export const maxUnpagedRows = 1000;

export type FilterOperator = 'eq' | 'ne' | 'gte' | 'lte' | 'like';
export type FilterValue = string | number;

export interface Filter {
  /** Column name (`id` is mapped to the resource's id column). */
  column: string;
  operator: FilterOperator;
  values: FilterValue[];
}

export interface Sort {
  column: string;
  order: 'asc' | 'desc';
}

export interface ListQuery {
  offset: number;
  limit: number;
  /**
   * No `_end` was asked for: the list is every match from `offset` on, refused when more than
   * `maxUnpagedRows` (`assertAnswerable`) rather than cut to a first page the client takes for all.
   */
  unpaged?: boolean;
  sort: Sort[];
  filters: Filter[];
  /** Search words for `q`, already split; empty when there is no search. */
  search: string[];
}

type RawQuery = Record<string, string | string[] | undefined>;

const operatorSuffixes: [string, FilterOperator][] = [
  ['_ne', 'ne'],
  ['_gte', 'gte'],
  ['_lte', 'lte'],
  ['_like', 'like'],
];
const numericTypes = new Set(['id', 'integer', 'money', 'reference', 'number', 'percent']);
const textTypes = new Set(['string', 'text', 'email', 'phone', 'enum', 'date', 'datetime']);
/** The longest filter or search value. */
export const maxValueLength = 200;
/** The largest id and ordinary whole number: PostgreSQL `integer`. */
export const int32Max = 2_147_483_647;

const asList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** One value of a query parameter; repeating a paging or search parameter is a client bug. */
function single(query: RawQuery, key: string): string | undefined {
  const values = asList(query[key]);
  if (values.length > 1) throw badRequest(say('once', { parameter: key }));
  return values[0];
}

function parseIndex(raw: string | undefined, key: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,9}$/.test(raw)) throw badRequest(say('wholeFromZero', { parameter: key }));
  return Number(raw);
}

/**
 * How a filter on a number field is read, or undefined for any other: whole or not, and within
 * the column's range, past which PostgreSQL fails the whole query (SQLite would just compare).
 */
export function numericFilterOf(
  field: FieldDefinition,
): { whole: boolean; max: number } | undefined {
  if (!numericTypes.has(field.type)) return undefined;
  const whole = field.type !== 'number' && field.type !== 'percent';
  return { whole, max: field.bigint ? Number.MAX_SAFE_INTEGER : int32Max };
}

/** Whether `field_like` may search `field`: a field kept as text. */
export const likeSearchable = (field: FieldDefinition): boolean => textTypes.has(field.type);

/** The field an API name refers to: `id` always exists, mapped to the id column. */
export function fieldOf(resource: ResourceDefinition, name: string): FieldDefinition | undefined {
  if (name === 'id')
    return (
      resource.fields.id ?? {
        type: resource.idType === 'integer' ? 'id' : 'date',
        filterable: true,
        sortable: true,
      }
    );
  return Object.hasOwn(resource.fields, name) ? resource.fields[name] : undefined;
}

/** The API names of a resource's fields (`id` first) whose definition `keep` accepts. */
function namesOf(resource: ResourceDefinition, keep: (field: FieldDefinition) => boolean) {
  return ['id', ...Object.keys(resource.fields).filter((name) => name !== 'id')].filter((name) => {
    const field = fieldOf(resource, name);
    return field !== undefined && keep(field);
  });
}

/** The names a list may be filtered by (`id`, and what the definition marks filterable). */
export const filterNamesOf = (resource: ResourceDefinition): string[] =>
  namesOf(resource, (field) => field.filterable === true && !field.writeOnly);

/** The names a list may be sorted by. */
export const sortNamesOf = (resource: ResourceDefinition): string[] =>
  namesOf(resource, (field) => field.sortable === true);

const columnOf = (resource: ResourceDefinition, name: string) =>
  name === 'id' ? resource.idColumn : name;

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const instantPattern =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d{1,9}))?)?Z$/;

/** Whether `raw` is a day of the calendar as YYYY-MM-DD: 2026-13-45 has the shape but is none. */
function calendarDay(raw: string): boolean {
  const [, year, month, day] = dayPattern.exec(raw)?.map(Number) ?? [];
  if (year === undefined || month === undefined || day === undefined) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day >= 1 && day <= days;
}

/**
 * A UTC day (kept as it is: compared as text it stands for the day's start) or instant, the
 * latter written as the stored timestamps are (`toISOString`, to the millisecond): compared as
 * text, `…T00:00Z` would sort after `…T00:00:00.000Z`. Undefined for anything else.
 */
export function utcInstant(raw: string): string | undefined {
  if (calendarDay(raw)) return raw;
  const [, day, hours, minutes, seconds = '00', fraction = ''] = instantPattern.exec(raw) ?? [];
  if (day === undefined || !calendarDay(day)) return undefined;
  return `${day}T${hours}:${minutes}:${seconds}.${fraction.padEnd(3, '0').slice(0, 3)}Z`;
}

function coerce(
  field: FieldDefinition,
  name: string,
  raw: string,
  operator: FilterOperator,
): FilterValue {
  if (raw.length > maxValueLength) throw badRequest(say('filterTooLong', { field: name }));
  if (operator === 'like') {
    if (!likeSearchable(field)) throw badRequest(say('noLike', { field: name }));
    return raw;
  }
  const numeric = numericFilterOf(field);
  if (numeric) {
    const { whole, max } = numeric;
    const number = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(number) || (whole && !Number.isInteger(number))) {
      throw badRequest(say(whole ? 'filterWhole' : 'filterNumber', { field: name }));
    }
    if (whole && (number > max || number < -max - 1))
      throw badRequest(say('outOfRange', { field: name }));
    return number;
  }
  if (field.type === 'date') {
    if (!calendarDay(raw)) throw badRequest(say('filterDate', { field: name }));
    return raw;
  }
  if (field.type === 'datetime') {
    const instant = utcInstant(raw);
    if (instant === undefined) throw badRequest(say('filterDateTime', { field: name }));
    return instant;
  }
  if (
    field.type === 'enum' &&
    (operator === 'eq' || operator === 'ne') &&
    !field.options?.includes(raw)
  ) {
    throw badRequest(say('filterOneOf', { field: name, options: field.options?.join(', ') ?? '' }));
  }
  return raw;
}

/**
 * The id a number such as `ORD-000123` is made of (see `numberPrefix`), for a range of numbers:
 * the prefix (in any case) and its zeros may be left out.
 */
function idInNumber(prefix: string, name: string, raw: string): number {
  const digits = raw.toUpperCase().startsWith(prefix.toUpperCase())
    ? raw.slice(prefix.length)
    : raw;
  if (!/^\d{1,10}$/.test(digits) || Number(digits) > int32Max)
    throw badRequest(say('filterNumbered', { field: name, example: `${prefix}000123` }));
  return Number(digits);
}

/** The words of a query's `q` (none without one): once at most, and no longer than a filter. */
export function searchOf(query: RawQuery): string[] {
  const q = single(query, 'q') ?? '';
  if (q.length > maxValueLength) throw badRequest(say('searchTooLong'));
  return searchWords(q);
}

/** The digits of an order number: ORD- and at least six, zero-padded (SPEC §4). */
const numberDigits = 6;

/**
 * The word of the order number that fewer digits without its zeros name ("4729": ORD-004729,
 * whose word is 004729), or undefined. A search's last word matches it as well as the words it
 * begins, so the number an operator reads off a parcel or hears on a call finds its order. Digits
 * that begin with a zero are the number being typed out ("00472"): only what they begin.
 */
export const paddedNumberOf = (word: string): string | undefined =>
  word.length < numberDigits && /^[1-9]\d*$/.test(word)
    ? word.padStart(numberDigits, '0')
    : undefined;

/** Splits `q` into words the full-text index knows: letters and digits only. */
export function searchWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/**
 * Reads a list request in the json-server dialect that `@refinedev/simple-rest` speaks (SPEC §7):
 * `_start/_end`, `_sort/_order` comma lists, `field`, `field_ne|_gte|_lte|_like`, `q`.
 * Unknown fields are a 400; empty values mean "no filter".
 */
export function parseListQuery(resource: ResourceDefinition, query: RawQuery): ListQuery {
  const filters: Filter[] = [];
  let search: string[] = [];

  for (const key of Object.keys(query)) {
    if (key === '_start' || key === '_end' || key === '_sort' || key === '_order') continue;
    if (key === 'q') {
      search = searchOf(query);
      // Without text fields there is no search index to ask (stats): refuse rather than fail.
      if (search.length > 0 && !Object.values(resource.fields).some((field) => field.searchable))
        throw badRequest(say('noSearch', { resources: resource.name }));
      continue;
    }
    const [suffix, operator] = operatorSuffixes.find(([end]) => key.endsWith(end)) ?? [
      '',
      'eq' as const,
    ];
    const name = key.slice(0, key.length - suffix.length);
    const field = fieldOf(resource, name);
    if (!field?.filterable || field.writeOnly)
      throw badRequest(say('unknownFilter', { field: key }));
    const raws = asList(query[key]).filter((value) => value !== '');
    if (raws.length === 0) continue;
    if (raws.length > maxPageSize) throw badRequest(say('tooManyValues', { field: key }));
    // A range of numbers made of an id is a range of the id (`numberPrefix`).
    const prefix = operator === 'gte' || operator === 'lte' ? field.numberPrefix : undefined;
    filters.push({
      column: columnOf(resource, prefix === undefined ? name : (field.sortsAs ?? name)),
      operator,
      values: raws.map((raw) =>
        prefix === undefined ? coerce(field, key, raw, operator) : idInNumber(prefix, key, raw),
      ),
    });
  }

  const start = parseIndex(single(query, '_start'), '_start') ?? 0;
  const end = parseIndex(single(query, '_end'), '_end');
  const sort = parseSort(resource, query);
  // As json-server, no `_end` is the rest of the list: getMany (`?id=1&id=2`), refine's
  // `pagination: { mode: "off" }`.
  if (end === undefined)
    return { offset: start, limit: maxUnpagedRows, unpaged: true, sort, filters, search };
  if (end < start) throw badRequest(say('endBeforeStart'));
  if (end - start > maxPageSize) throw badRequest(say('pageLimit', { max: maxPageSize }));
  return { offset: start, limit: end - start, sort, filters, search };
}

/**
 * Refuses an unpaged list (see `ListQuery.unpaged`) with more matches past its offset than one
 * answer holds: a client that asked for everything must not take a first part for the whole.
 */
export function assertAnswerable(list: ListQuery, total: number): void {
  if (!list.unpaged || total - list.offset <= maxUnpagedRows) return;
  throw badRequest(say('unpagedTooMany', { total, max: maxUnpagedRows, pageMax: maxPageSize }));
}

function parseSort(resource: ResourceDefinition, query: RawQuery): Sort[] {
  const fields = (single(query, '_sort') ?? '').split(',').map((part) => part.trim());
  const orders = (single(query, '_order') ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase());
  // Checked whether or not a field goes with it: `_order=sideways` alone is no order either.
  if (orders.some((order) => order !== '' && order !== 'asc' && order !== 'desc'))
    throw badRequest(say('sortOrder'));
  const sort: Sort[] = [];
  fields.forEach((name, index) => {
    if (name === '') return;
    const field = fieldOf(resource, name);
    if (!field?.sortable) throw badRequest(say('unknownSort', { field: name }));
    const order = orders[index] === 'desc' ? 'desc' : 'asc';
    const column = columnOf(resource, field.sortsAs ?? name);
    // `_sort=number,id` sorts by the id once: the second key can never break a tie of the first.
    if (!sort.some((entry) => entry.column === column)) sort.push({ column, order });
  });
  if (sort.length === 0) {
    sort.push({
      column: columnOf(resource, resource.defaultSort.field),
      order: resource.defaultSort.order,
    });
  }
  if (sort.length > 5) throw badRequest(say('sortFields', { max: 5 }));
  // A unique last key keeps pages stable when values tie; a unique field's values never do, and
  // its index then gives the whole order (an order's number, read from the end of the list).
  if (
    !sort.some(
      (entry) => entry.column === resource.idColumn || resource.fields[entry.column]?.unique,
    )
  ) {
    sort.push({ column: resource.idColumn, order: sort[0]?.order ?? 'asc' });
  }
  return sort;
}
