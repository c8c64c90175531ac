import type { TestApp } from '../harness';

/** Records in given states, made through the API as an admin, for the write fuzz to aim at. */
export class Fixtures {
  private serial = 0;

  constructor(
    private readonly t: TestApp,
    private readonly admin: string,
    readonly customerId: number,
  ) {}

  private async call(method: 'POST' | 'PATCH', url: string, payload: object) {
    const response = await this.t.call({ method, url, cookie: this.admin, payload });
    if (response.statusCode >= 300) throw new Error(`fixture ${url}: ${response.body}`);
    return response.json() as { id: number; version: number };
  }

  private async walk(resource: string, record: { id: number; version: number }, states: string[]) {
    let current = record;
    for (const status of states)
      current = await this.call('PATCH', `/api/${resource}/${current.id}`, {
        version: current.version,
        status,
      });
    return current;
  }

  async order(state: 'pending' | 'confirmed' | 'shipped' | 'cancelled'): Promise<number> {
    const order = await this.call('POST', '/api/orders', {
      customerId: this.customerId,
      items: [{ sku: 'FZ-1', name: 'Fuzz mug', quantity: 1, unitPrice: 990 }],
      currency: 'EUR',
      street: '1 Fuzz Street',
      city: 'Berlin',
      postalCode: '10115',
      country: 'DE',
    });
    if (state === 'pending') return order.id;
    if (state === 'cancelled') return (await this.walk('orders', order, ['cancelled'])).id;
    const confirmed = await this.walk('orders', order, ['confirmed']);
    if (state === 'confirmed') return confirmed.id;
    await this.packageFor(confirmed.id);
    return (await this.walk('orders', confirmed, ['shipped'])).id;
  }

  /** A new package (label created) on an existing order: one write. */
  packageOn(orderId: number) {
    return this.packageFor(orderId).then((made) => made.id);
  }

  private packageFor(orderId: number) {
    return this.call('POST', '/api/packages', {
      orderId,
      carrier: 'dhl',
      weightGrams: 500,
      lengthCm: 10,
      widthCm: 10,
      heightCm: 10,
      city: 'Berlin',
      country: 'DE',
      lat: 52.52,
      lng: 13.405,
      estimatedDelivery: '2026-07-04',
    });
  }

  async package(state: 'label_created' | 'in_transit' | 'delivered'): Promise<number> {
    const made = await this.packageFor(await this.order('confirmed'));
    const path = {
      label_created: [],
      in_transit: ['in_transit'],
      delivered: ['in_transit', 'out_for_delivery', 'delivered'],
    }[state];
    return (await this.walk('packages', made, path)).id;
  }

  async user(kind: 'customer' | 'viewer' | 'disabled-operator'): Promise<number> {
    const n = this.serial++;
    const base = { name: `Fixture ${kind} ${n}`, email: `fixture-${kind}-${n}@example.com` };
    if (kind === 'customer')
      return (await this.call('POST', '/api/users', { ...base, role: 'customer' })).id;
    return (
      await this.call('POST', '/api/users', {
        ...base,
        role: kind === 'viewer' ? 'viewer' : 'operator',
        status: kind === 'viewer' ? 'active' : 'disabled',
        password: 'fixture-password-1',
      })
    ).id;
  }
}

/** Slots of live records; a slot whose record was deleted is refilled with a fresh one. */
export class Pool {
  private ids: number[] = [];

  constructor(private readonly makers: (() => Promise<number>)[]) {}

  get size() {
    return this.makers.length;
  }

  async fill() {
    this.ids = [];
    for (const make of this.makers) this.ids.push(await make());
  }

  id(slot: number): number {
    return this.ids[slot % this.ids.length] as number;
  }

  async refill(id: number) {
    const slot = this.ids.indexOf(id);
    if (slot >= 0) this.ids[slot] = await (this.makers[slot] as () => Promise<number>)();
  }
}
