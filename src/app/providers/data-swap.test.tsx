// @vitest-environment jsdom

import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import dataProviderFactory from '@refinedev/simple-rest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../resources';
import ResourceEdit from '../crud/resource-edit';
import ResourceList from '../crud/resource-list';
import ResourceShow from '../crud/resource-show';
import { renderInRefine, stubBrowser } from '../crud/test/render';
import { preloadShowParts } from '../resources';
import { createAxiosClient } from './axios-client';
import { createHttpClient } from './http-client';

/**
 * The data provider is the one place that knows the backend. Here the generated orders pages run
 * against json-server 0.17, the reference server of the simple-rest contract, instead of ours.
 */
const jsonServer = createRequire(import.meta.url)('json-server') as {
  create(): { use(handler: unknown): void; listen(port: number, host: string): Server };
  router(db: object): { db: { get(name: string): { value(): Fixture['orders'] } } };
  defaults(options: object): unknown;
};
interface Server {
  address(): AddressInfo;
  close(done: () => void): void;
  once(event: 'listening', done: () => void): void;
}
interface Fixture {
  orders: Record<string, unknown>[];
  users: Record<string, unknown>[];
}

const order = (id: number, customerName: string, city: string, status: string, amount: number) => ({
  id,
  version: 1,
  createdAt: `2026-03-0${id}T10:00:00.000Z`,
  updatedAt: `2026-03-0${id}T10:00:00.000Z`,
  number: `ORD-00000${id}`,
  customerId: 10 + id,
  customerName,
  status,
  items: [{ sku: 'MUG-1', name: 'Mug', quantity: 1, unitPrice: amount }],
  amount,
  currency: 'EUR',
  street: 'Hauptstraße 1',
  city,
  postalCode: '04109',
  country: 'DE',
  note: null,
});

const fixture: Fixture = {
  orders: [
    order(1, 'Anna Schmidt', 'Leipzig', 'pending', 1250),
    order(2, 'Ben Weber', 'Dresden', 'confirmed', 4999),
    order(3, 'Clara Vogel', 'Berlin', 'shipped', 899),
  ],
  users: [11, 12, 13].map((id) => ({
    id,
    name: ['Anna Schmidt', 'Ben Weber', 'Clara Vogel'][id - 11],
    email: `customer${id}@example.com`,
    role: 'customer',
  })),
};

let server: Server;
let router: ReturnType<typeof jsonServer.router>;
let dataProvider: ReturnType<typeof dataProviderFactory>;

beforeAll(async () => {
  stubBrowser();
  const app = jsonServer.create();
  router = jsonServer.router(structuredClone(fixture));
  app.use(jsonServer.defaults({ logger: false }));
  app.use(router);
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((done) => server.once('listening', done));
  // The swap: the same provider factory and HTTP client, another base URL.
  dataProvider = dataProviderFactory(
    `http://127.0.0.1:${server.address().port}`,
    createAxiosClient(createHttpClient()),
  );
});
afterAll(() => new Promise<void>((done) => server.close(done)));
afterEach(cleanup);

describe('the generated orders pages on json-server', () => {
  it('lists, sorted by the definition and counted by X-Total-Count', async () => {
    renderInRefine(<ResourceList resource={orders} />, {
      dataProvider,
      route: { resource: 'orders', action: 'list' },
    });
    await screen.findByText('ORD-000003');
    const numbers = [...document.querySelectorAll('tbody tr[data-row-key]')].map(
      (row) => row.textContent?.match(/ORD-\d+/)?.[0],
    );
    // Newest first (createdAt desc), as the orders definition says.
    expect(numbers).toEqual(['ORD-000003', 'ORD-000002', 'ORD-000001']);
    expect(screen.getByText('3 records')).toBeTruthy();
  });

  it('shows one order', async () => {
    // As the app's route loads the page (lazy-pages.ts): with the orders' own parts.
    await preloadShowParts();
    renderInRefine(<ResourceShow resource={orders} />, {
      dataProvider,
      route: { resource: 'orders', action: 'show', id: '2' },
    });
    expect((await screen.findAllByText('ORD-000002')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('€49.99').length).toBeGreaterThan(0);
    expect(screen.getByText(/Dresden/)).toBeTruthy();
  });

  it('edits a note and json-server stores it', async () => {
    renderInRefine(<ResourceEdit resource={orders} />, {
      dataProvider,
      route: { resource: 'orders', action: 'edit', id: '1' },
    });
    // The form is ready once the record has filled it.
    await screen.findByDisplayValue('Leipzig');
    const note = screen.getByLabelText('Note');
    fireEvent.change(note, { target: { value: 'Leave it with the neighbour' } });
    fireEvent.click(screen.getByText('Save').closest('button') as HTMLElement);
    await waitFor(() =>
      expect(
        router.db
          .get('orders')
          .value()
          .find((row) => row.id === 1),
      ).toMatchObject({
        note: 'Leave it with the neighbour',
        version: 1,
        city: 'Leipzig',
      }),
    );
  });
});
