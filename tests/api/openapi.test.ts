import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { bundleFromString, createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/resources';
import { filterNamesOf } from '../../src/server/lists/parse';
import { startApp, type TestApp } from './harness';

// biome-ignore lint/suspicious/noExplicitAny: the document is read as JSON
type Document = any;

let t: TestApp;
let document: Document;
/** Every `METHOD /path` the app routes under /api. */
const routed = new Set<string>();

beforeAll(async () => {
  t = await startApp();
  const response = await t.call({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode, response.body).toBe(200);
  document = response.json();
  for (const route of routesOf(t.app.printRoutes({ commonPrefix: false })))
    if (route.includes(' /api/')) routed.add(route);
}, 60_000);
afterAll(() => t.close());

/**
 * The `METHOD /path` of each route in Fastify's tree of them (`printRoutes`), where each line
 * names its part of the path under the line it is indented from. HEAD, Fastify's echo of each
 * GET, is left out.
 */
function routesOf(tree: string): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const [, indent = '', part = '', methods] =
      /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line) ?? [];
    if (!part) continue;
    const depth = indent.length / 4;
    const path = (parents[depth - 1] ?? '') + part;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of methods?.split(', ') ?? [])
      if (method !== 'HEAD') routes.push(`${method} ${path.replace(/(.)\/$/, '$1')}`);
  }
  return routes;
}

/** `/api/orders/:id` as OpenAPI names it, `/api/orders/{id}`. */
const openapiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const problemsText = (
  problems: { message: string; ruleId: string; location: { pointer?: string }[] }[],
) =>
  problems
    .map(
      ({ ruleId, message, location }) =>
        `${ruleId}: ${message} at ${location.map((at) => at.pointer).join(', ')}`,
    )
    .join('\n');

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 that swagger-parser validates', async () => {
    expect(document.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(document));
  });

  it('has no errors under redocly’s recommended rules, linted and bundled', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const source = JSON.stringify(document);
    const linted = await lintFromString({ source, config });
    const errors = linted.filter((problem) => problem.severity === 'error');
    expect(errors, problemsText(errors)).toEqual([]);
    const { problems } = await bundleFromString({ source, config });
    const bundleErrors = problems.filter((problem) => problem.severity === 'error');
    expect(bundleErrors, problemsText(bundleErrors)).toEqual([]);
  });

  it('names every route the app serves under /api, the viewer’s files aside', () => {
    const described = new Set(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const served = [...routed].filter((route) => !route.includes(' /api/docs'));
    expect(served.length).toBeGreaterThan(30);
    expect(
      served.map((route) => openapiPath(route)).filter((route) => !described.has(route)),
    ).toEqual([]);
    expect([...described].filter((route) => !served.map(openapiPath).includes(route))).toEqual([]);
  });

  it('gives every operation an operationId and the same-origin header to every state change', () => {
    const ids = new Set<string>();
    for (const item of Object.values<Document>(document.paths)) {
      for (const [method, operation] of Object.entries<Document>(item)) {
        expect(operation.operationId).toMatch(/^[a-zA-Z]+$/);
        ids.add(operation.operationId);
        const headers = (operation.parameters ?? []).map((parameter: Document) => parameter.$ref);
        expect(headers.includes('#/components/parameters/XRequestedWith')).toBe(method !== 'get');
      }
    }
    expect(ids.size).toBe(
      routed.size - [...routed].filter((route) => route.includes(' /api/docs')).length,
    );
  });

  it('takes each list’s paging, sort, search and filters, and answers X-Total-Count', () => {
    for (const resource of resources) {
      const list = document.paths[`/api/${resource.name}`].get;
      const names = list.parameters.map((parameter: Document) => parameter.name);
      expect(names).toEqual(expect.arrayContaining(['_start', '_end', '_sort', '_order']));
      if (resource.name !== 'stats') expect(names).toContain('q');
      for (const field of filterNamesOf(resource)) {
        expect(names).toEqual(
          expect.arrayContaining([field, `${field}_ne`, `${field}_gte`, `${field}_lte`]),
        );
      }
      expect(list.responses['200'].headers['X-Total-Count']).toBeDefined();
      expect(list.responses['200'].content['application/json'].schema.items.$ref).toMatch(
        /^#\/components\/schemas\/[A-Z]/,
      );
    }
    const orders = document.paths['/api/orders'].get.parameters.map(
      (parameter: Document) => parameter.name,
    );
    expect(orders).toEqual(expect.arrayContaining(['status', 'customerName_like', 'city_like']));
    expect(orders).not.toContain('amount_like');
    expect(orders).not.toContain('note');
  });

  it('names the bodies, the errors, CSV and the event stream', () => {
    const { schemas } = document.components;
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining([
        'Order',
        'OrderCreate',
        'OrderUpdate',
        'OrderReplace',
        'Error',
        'Login',
      ]),
    );
    const orders = document.paths['/api/orders/{id}'];
    expect(orders.patch.requestBody.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/OrderUpdate',
    );
    expect(orders.put.requestBody.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/OrderReplace',
    );
    expect(orders.patch.responses['409'].$ref).toBe('#/components/responses/Conflict');
    expect(document.components.responses.Conflict.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/Error',
    );
    const login = document.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/Login',
    );
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['401', '429']));
    expect(document.paths['/api/auth/password'].post.requestBody).toBeDefined();
    expect(document.paths['/api/auth/me'].patch.requestBody).toBeDefined();
    expect(document.paths['/api/orders/export.csv'].get.responses['200'].content).toHaveProperty(
      'text/csv',
    );
    expect(document.paths['/api/events'].get.responses['200'].content).toHaveProperty(
      'text/event-stream',
    );
    expect(document.components.securitySchemes.session).toEqual(
      expect.objectContaining({ in: 'cookie', name: 'sid' }),
    );
  });
});

describe('the viewer at /api/docs', () => {
  it('is a page whose every script is a file of this server, allowed by the CSP', async () => {
    const page = await t.call({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', inline = ''] of scripts) {
      expect(inline.trim(), 'no inline script').toBe('');
      const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
      expect(src).toMatch(/^\/api\/docs\//);
      const file = await t.call({ method: 'GET', url: src as string });
      expect(file.statusCode, src).toBe(200);
      expect(file.headers['content-type']).toMatch(/javascript/);
    }
    expect(page.body).not.toMatch(/\son[a-z]+=/i);
    const json = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(json.json().openapi).toBe('3.1.0');
  });
});

/** A client's use of the generated types: a filtered page of orders, and two mistakes. */
const clientUse = `import type { paths } from './api';

type OrdersQuery = NonNullable<paths['/api/orders']['get']['parameters']['query']>;
type OrderCreate = paths['/api/orders']['post']['requestBody']['content']['application/json'];
type Order = paths['/api/orders/{id}']['get']['responses']['200']['content']['application/json'];

export const page: OrdersQuery = { status: 'pending', _start: 0, _end: 10, _sort: 'amount' };
export const anyOf: OrdersQuery = { status: ['pending', 'confirmed'], amount_gte: 100, city_like: 'ber' };
// @ts-expect-error a filter the server refuses
export const unknown: OrdersQuery = { status: 'pending', colour: 'red' };
// @ts-expect-error no such status
export const wrong: OrdersQuery = { status: 'lost' };
export const created = (body: OrderCreate): Order['number'] => body.currency;
`;

const tsconfig = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    skipLibCheck: true,
    types: [],
  },
  files: ['api.ts', 'use.ts'],
};

describe('a client generated from it by openapi-typescript', () => {
  it('types a filtered list call, and refuses an unknown filter', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'openapi-client-'));
    try {
      await writeFile(
        join(folder, 'api.ts'),
        astToString(await openapiTS(structuredClone(document))),
      );
      await writeFile(join(folder, 'use.ts'), clientUse);
      await writeFile(join(folder, 'tsconfig.json'), JSON.stringify(tsconfig));
      const compiled = await promisify(execFile)('npx', ['tsc', '-p', folder], {
        cwd: process.cwd(),
      }).then(
        () => '',
        (error: { stdout?: string; message: string }) => error.stdout || error.message,
      );
      expect(compiled).toBe('');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
