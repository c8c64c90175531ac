import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FieldDefinition, type ResourceDefinition, resources } from '../../src/resources';
import { startApp, type TestApp } from './harness';
import { fuzzRoute, fuzzRuns, fuzzTimeout } from './hostile/fuzz';
import { installChangeCounters } from './hostile/oracle';
import {
  type Actor,
  type Cookies,
  hostileQuery,
  type QueryPart,
  sendQuery,
} from './hostile/requests';

/**
 * Hostile query strings for every list and read route: each answer is from the catalogue (never a
 * 5xx) and no read changes anything (trigger counts per request, table checksums sampled).
 */
let t: TestApp;
const cookies = {} as Cookies;

beforeAll(async () => {
  t = await startApp({}, { customers: 10, orders: 30 });
  await installChangeCounters(t.db);
  for (const role of ['admin', 'operator', 'viewer'] as const) cookies[role] = await t.login(role);
});
afterAll(() => t.close());

const word = fc.constantFrom('anna', 'berlin', 'ORD', '0001', 'müller', 'pkg', 'a b', 'x');
const day = fc.date({
  min: new Date('2025-01-01'),
  max: new Date('2026-12-31'),
  noInvalidDate: true,
});
const suffixes = ['', '_ne', '_gte', '_lte', '_like'];

function plausibleFor(field: FieldDefinition | undefined, resource: ResourceDefinition) {
  if (!field) return word;
  switch (field.type) {
    case 'enum':
      return fc.constantFrom(...(field.options ?? ['x']));
    case 'id':
    case 'reference':
    case 'integer':
    case 'money':
      return fc.integer({ min: -5, max: 5000 }).map(String);
    case 'number':
    case 'percent':
      return fc.double({ min: -200, max: 200, noNaN: true }).map(String);
    case 'date':
      return day.map((d) => d.toISOString().slice(0, 10));
    case 'datetime':
      return day.map((d) => d.toISOString());
    default:
      return resource.name === 'users' ? fc.constantFrom('example', 'admin', '@') : word;
  }
}

function listArbitrary(resource: ResourceDefinition) {
  const fields = Object.keys(resource.fields);
  const keys = [
    ...fields.flatMap((field) => suffixes.map((suffix) => field + suffix)),
    'id',
    '_start',
    '_end',
    '_sort',
    '_order',
    'q',
  ];
  const plausible = (key: string) => {
    if (key === '_start' || key === '_end') return fc.integer({ min: 0, max: 120 }).map(String);
    if (key === '_sort')
      return fc
        .array(fc.constantFrom(...fields, 'id', 'nope'), { maxLength: 6 })
        .map((list) => list.join(','));
    if (key === '_order')
      return fc
        .array(fc.constantFrom('asc', 'desc', 'ASC', 'up'), { maxLength: 6 })
        .map((list) => list.join(','));
    if (key === 'q') return word;
    const name = suffixes.reduce(
      (rest, suffix) => (suffix && rest.endsWith(suffix) ? rest.slice(0, -suffix.length) : rest),
      key,
    );
    return plausibleFor(resource.fields[name], resource);
  };
  return hostileQuery(keys, plausible);
}

const actor = (weights: Actor[]) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...weights) },
    { weight: 1, arbitrary: fc.constantFrom<Actor>('none', 'forged') },
  );

function fuzzReads(path: string, query: fc.Arbitrary<QueryPart[]>, actors: Actor[]) {
  return fuzzRoute({
    name: `GET ${path}`,
    db: t.db,
    readOnly: true,
    arbitrary: fc.tuple(query, actor(actors)),
    send: ([parts, who]) => sendQuery(t, cookies, path, parts, who),
  });
}

describe(`hostile query strings (${fuzzRuns} cases per route)`, () => {
  for (const resource of resources) {
    it(
      `GET /api/${resource.name}`,
      async () => {
        const report = await fuzzReads(`/api/${resource.name}`, listArbitrary(resource), [
          'admin',
          'admin',
          'operator',
          'viewer',
        ]);
        expect(report.cases).toBe(fuzzRuns);
        expect(report.accepted).toBeGreaterThan(0);
      },
      fuzzTimeout,
    );
    it(
      `GET /api/${resource.name}/export.csv`,
      async () => {
        const report = await fuzzReads(
          `/api/${resource.name}/export.csv`,
          listArbitrary(resource),
          ['admin', 'operator', 'viewer'],
        );
        expect(report.accepted).toBeGreaterThan(0);
      },
      fuzzTimeout,
    );
  }

  it(
    'GET /api/search',
    async () => {
      const query = hostileQuery(['q', 'q', 'q', 'resource'], () => word);
      const report = await fuzzReads('/api/search', query, ['admin', 'operator', 'viewer']);
      expect(report.accepted).toBeGreaterThan(0);
    },
    fuzzTimeout,
  );

  it(
    'GET /api/activity',
    async () => {
      const plausible = (key: string) => {
        if (key === 'resource')
          return fc.constantFrom(...resources.map((r) => r.name), 'auth', 'activity');
        if (key === 'recordId')
          return fc.oneof(fc.integer({ min: 1, max: 60 }).map(String), fc.constant('2026-06-01'));
        if (key === 'actorId') return fc.integer({ min: 1, max: 60 }).map(String);
        if (key === 'action')
          return fc.constantFrom('create', 'update', 'delete', 'status', 'login', 'login_failed');
        if (key === '_sort') return fc.constant('at');
        if (key === '_order') return fc.constantFrom('asc', 'desc');
        return fc.integer({ min: 0, max: 120 }).map(String);
      };
      const keys = [
        'resource',
        'recordId',
        'resource',
        'recordId',
        'actorId',
        'action',
        '_start',
        '_end',
        '_sort',
        '_order',
      ];
      const report = await fuzzReads('/api/activity', hostileQuery(keys, plausible), [
        'admin',
        'operator',
        'viewer',
      ]);
      expect(report.accepted).toBeGreaterThan(0);
    },
    fuzzTimeout,
  );

  it(
    'GET /api/stats/summary',
    async () => {
      const date = fc.oneof(
        day.map((d) => d.toISOString().slice(0, 10)),
        fc.constantFrom('0000-01-01', '0001-01-01', '9999-12-31', '1970-01-01'),
      );
      const report = await fuzzReads(
        '/api/stats/summary',
        hostileQuery(['from', 'to'], () => date),
        ['admin', 'operator', 'viewer'],
      );
      expect(report.accepted).toBeGreaterThan(0);
    },
    fuzzTimeout,
  );
});
