import type { Selectable } from 'kysely';
import { say } from '../../resources/messages';
import { type OrderItem, orderAmount } from '../../resources/orders';
import type { OrderTable, PackageTable } from '../db/schema';
import { type Carrier, carriers, orderNotes, products, warehouses } from './catalogue';
import { Journey, noteJson, type Place, placeOf } from './journey';
import { type Customer, type CustomerPool, hubOf } from './people';
import { productIdOf } from './product-ranges';
import { Random, weightedPicker } from './random';
import { type Clock, DAY, dayStart, HOUR, iso, workday } from './time';

export type OrderRow = Selectable<OrderTable>;
export type PackageRow = Selectable<PackageTable>;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const feistelKeys = (() => {
  const random = new Random(0x7ac4);
  return [0, 1, 2, 3].map(() => Math.floor(random.next() * 4_294_967_296));
})();

const scramble = (value: number, key: number, half: number) => {
  let h = Math.imul(value ^ key, 0x45d9f3b);
  h ^= h >>> 16;
  h = Math.imul(h, 0x45d9f3b);
  h ^= h >>> 16;
  return (h >>> 0) % half;
};

/** A keyed permutation of [0, half²) (a Feistel network), written as `length` base-36 digits. */
function permuted(value: number, half: number, length: number): string {
  let left = Math.floor(value / half) % half;
  let right = value % half;
  for (const key of feistelKeys)
    [left, right] = [right, (left + scramble(right, key, half)) % half];
  let out = '';
  for (let i = 0, rest = left * half + right; i < length; i++, rest = Math.floor(rest / 36)) {
    out = ALPHABET[rest % 36] + out;
  }
  return out;
}

/**
 * `PKG-` and 10 letters or digits that look random: 3 name the label's day (parcels of one
 * day share them, as carriers' numbers share a route or date code, which also keeps the unique
 * index's inserts close together), 7 are a permutation of the package id, so none ever collide.
 */
export function trackingNumberOf(packageId: number, labelAt: number): string {
  const day = Math.floor(labelAt / DAY) % 36 ** 3;
  return `PKG-${permuted(day, 216, 3)}${permuted(packageId, 279_936, 7)}`;
}

export const orderNumberOf = (orderId: number) => `ORD-${String(orderId).padStart(6, '0')}`;

type Currency = Customer['currency'];
const rates: Record<Currency, number> = { EUR: 1, USD: 1.1, GBP: 0.86 };
/** Prices end in .99 once converted from euros. */
const priceIn = (cents: number, currency: Currency) =>
  currency === 'EUR' ? cents : Math.max(99, Math.round((cents * rates[currency]) / 100) * 100 - 1);
const prices = Object.fromEntries(
  (Object.keys(rates) as Currency[]).map((currency) => [
    currency,
    products.map((product) => priceIn(product.price, currency)),
  ]),
) as Record<Currency, number[]>;
/** Each product's JSON up to its quantity: `{"productId":…,"sku":…,"name":…,"quantity":`. */
const itemOpenings = products.map(
  (product, index) =>
    `{"productId":${productIdOf(index)},"sku":${JSON.stringify(product.sku)},"name":${JSON.stringify(product.name)},"quantity":`,
);

const pick = {
  lines: weightedPicker([1, 2, 3, 4, 5], [50, 26, 13, 7, 4]),
  product: weightedPicker(
    products.map((_, index) => index),
    products.map((product) => product.weight),
  ),
  quantity: weightedPicker([1, 2, 3, 4, 6], [75, 17, 5, 2, 1]),
  parcels: weightedPicker([1, 2, 3], [76, 20, 4]),
  carrierUS: weightedPicker<Carrier>([carriers.usps, carriers.ups, carriers.fedex], [50, 25, 25]),
  carrierDE: weightedPicker<Carrier>(
    [carriers.dhl, carriers.local, carriers.ups, carriers.fedex],
    [45, 25, 15, 15],
  ),
  carrierAbroad: weightedPicker<Carrier>(
    [carriers.dhl, carriers.ups, carriers.fedex],
    [45, 25, 30],
  ),
};

const europe = placeOf(warehouses.europe.city, warehouses.europe.lat, warehouses.europe.lng);
const us = placeOf(warehouses.us.city, warehouses.us.lat, warehouses.us.lng);
const labelNote = noteJson(say('tracking.labelCreated'));
const lostNote = noteJson(say('tracking.lost'));

/** 1–5 lines from the catalogue in the customer's currency, their JSON and weight in grams. */
function orderItems(random: Random, currency: Currency) {
  const items: OrderItem[] = [];
  const openings: string[] = [];
  let grams = 150;
  const lines = pick.lines(random);
  for (let line = 0; line < lines; line++) {
    const index = pick.product(random);
    const product = products[index];
    if (!product) continue;
    const quantity = pick.quantity(random);
    grams += quantity * product.grams;
    const same = items.find((item) => item.sku === product.sku);
    if (same) {
      same.quantity += quantity;
      continue;
    }
    const unitPrice = prices[currency][index] ?? product.price;
    items.push({
      productId: productIdOf(index),
      sku: product.sku,
      name: product.name,
      quantity,
      unitPrice,
    });
    openings.push(itemOpenings[index] ?? '');
  }
  const json = items.map(
    (item, i) => `${openings[i]}${item.quantity},"unitPrice":${item.unitPrice}}`,
  );
  return { items, json: `[${json.join(',')}]`, grams };
}

/**
 * Moves a seeded order to `status`: a status change is a write the app would have made, so it
 * counts in the order's version as any write does (SPEC §3).
 */
function moveOrder(order: OrderRow, status: OrderRow['status']): void {
  order.status = status;
  order.version++;
}

/** Builds one order with its packages, its status following from its age (SPEC §4). */
export class OrderFactory {
  private readonly hubs = new Map<string, Place>();
  private readonly via = new Map<string, string>();

  constructor(
    private readonly clock: Clock,
    private readonly customers: CustomerPool,
  ) {}

  /** Order `id` placed at `atMs`; its packages take ids from `nextPackageId` on. */
  make(random: Random, id: number, atMs: number, nextPackageId: number) {
    const { now } = this.clock;
    const customer = this.customers.pick(random, atMs);
    const created = Math.min(now, Math.max(atMs, customer.createdMs + 60_000));
    const { items, json, grams } = orderItems(random, customer.currency);
    const order: OrderRow = {
      id,
      createdAt: iso(created),
      updatedAt: '',
      version: 1,
      number: orderNumberOf(id),
      customerId: customer.id,
      customerName: customer.name,
      status: 'pending',
      items: json,
      amount: orderAmount(items),
      currency: customer.currency,
      street: customer.street,
      city: customer.city,
      postalCode: customer.postalCode,
      country: customer.country,
      note: random.chance(0.12) ? random.pick(orderNotes) : null,
    };
    const packages: PackageRow[] = [];
    const changedAt = this.progress(
      random,
      order,
      customer,
      created,
      nextPackageId,
      grams,
      packages,
    );
    order.updatedAt = iso(changedAt);
    return { order, packages };
  }

  /** Moves the order along as far as its age allows; returns the time of its last change. */
  private progress(
    random: Random,
    order: OrderRow,
    customer: Customer,
    created: number,
    nextPackageId: number,
    grams: number,
    packages: PackageRow[],
  ): number {
    const { now } = this.clock;
    const fate = random.next();
    const confirmAt = created + random.between(0.2, 18) * HOUR;
    const cancel = (at: number, otherwise: number) => {
      if (at > now) return otherwise;
      moveOrder(order, 'cancelled');
      return at;
    };
    if (fate < 0.03) return cancel(created + random.between(0.5, 30) * HOUR, created);
    if (confirmAt > now) return created;
    moveOrder(order, 'confirmed');
    if (fate < 0.05) return cancel(confirmAt + random.between(1, 20) * HOUR, confirmAt);
    const labelAt = confirmAt + random.between(0.5, 20) * HOUR;
    if (labelAt > now) return confirmAt;

    const pickupAt = labelAt + random.between(2, 30) * HOUR;
    const count = pick.parcels(random);
    let lastDelivery = 0;
    for (let index = 0; index < count; index++) {
      const journey = this.parcel(
        random,
        order,
        customer,
        nextPackageId + index,
        labelAt + index * 60_000,
        pickupAt,
        grams / count,
        packages,
      );
      lastDelivery =
        journey.deliveredAt && lastDelivery >= 0 ? Math.max(lastDelivery, journey.last) : -1;
    }
    if (pickupAt > now) return confirmAt;
    moveOrder(order, 'shipped');
    if (lastDelivery <= 0) return pickupAt;
    moveOrder(order, 'delivered');
    const refundAt = lastDelivery + random.between(1, 20) * DAY;
    if (!random.chance(0.03) || refundAt > now) return lastDelivery;
    moveOrder(order, 'refunded');
    return refundAt;
  }

  private hub(country: string): Place {
    let place = this.hubs.get(country);
    if (!place) {
      const city = hubOf(country);
      place = placeOf(city.name, city.lat, city.lng);
      this.hubs.set(country, place);
    }
    return place;
  }

  private pickupNote(carrier: Carrier, hub: Place): string {
    const key = `${carrier.code}|${hub.city}`;
    let note = this.via.get(key);
    if (note === undefined) {
      note = noteJson(
        carrier.code === 'local'
          ? say('tracking.pickedUpLocal', { hub: hub.city })
          : say('tracking.pickedUp', { carrier: carrier.name, hub: hub.city }),
      );
      this.via.set(key, note);
    }
    return note;
  }

  /** One parcel: its route, its size and its journey so far, appended to `packages`. */
  private parcel(
    random: Random,
    order: OrderRow,
    customer: Customer,
    id: number,
    labelAt: number,
    pickupAt: number,
    grams: number,
    packages: PackageRow[],
  ): Journey {
    const destination = customer.destination;
    const country = customer.country;
    const fromUs = country === 'US';
    const carrier = fromUs
      ? pick.carrierUS(random)
      : country === 'DE'
        ? pick.carrierDE(random)
        : pick.carrierAbroad(random);
    const extraDays = fromUs || country === 'DE' ? 0 : country === 'GB' ? 2 : 1;
    const promisedDay = workday(dayStart(pickupAt) + (carrier.days + extraDays) * DAY);
    const weight = Math.min(70_000, Math.max(50, Math.round(grams * random.between(0.7, 1.3))));
    const side = Math.cbrt(weight);

    const journey = new Journey(this.clock.now, fromUs ? us : europe, labelAt);
    journey.add('label_created', labelAt, null, labelNote);
    const hub = this.hub(country);
    if (journey.add('in_transit', pickupAt, hub, this.pickupNote(carrier, hub))) {
      if (random.chance(0.004)) {
        journey.add('lost', pickupAt + random.between(3, 9) * DAY, hub, lostNote);
      } else {
        const earliest = workday(dayStart(pickupAt) + DAY);
        const early = random.chance(0.3) ? workday(promisedDay - DAY) : promisedDay;
        const firstDay = random.chance(carrier.onTime)
          ? Math.max(earliest, early)
          : workday(promisedDay + random.int(1, 3) * DAY);
        journey.deliver(random, firstDay, destination.place);
      }
    }

    packages.push({
      id,
      createdAt: iso(labelAt),
      updatedAt: iso(journey.last),
      version: journey.version,
      trackingNumber: trackingNumberOf(id, labelAt),
      orderId: order.id,
      orderNumber: order.number,
      carrier: carrier.code,
      status: journey.status,
      weightGrams: weight,
      lengthCm: Math.min(120, Math.round(side * 2.2 + random.between(5, 15))),
      widthCm: Math.min(80, Math.round(side * 1.6 + random.between(3, 10))),
      heightCm: Math.min(60, Math.round(side * 0.9 + random.between(2, 6))),
      city: destination.city,
      country: destination.country,
      lat: destination.lat,
      lng: destination.lng,
      lastLocation: journey.place?.json ?? null,
      estimatedDelivery: iso(promisedDay).slice(0, 10),
      failedAttempts: journey.failed,
      shippedAt: journey.shippedAt,
      deliveredAt: journey.deliveredAt,
      trackingEvents: journey.json,
    });
    return journey;
  }
}
