import type { Selectable } from 'kysely';
import type { UserTable } from '../db/schema';
import { type City, type Country, cities, countries } from './catalogue';
import { type Place, placeOf } from './journey';
import type { Random } from './random';
import { seedFrom, weightedPicker } from './random';
import { iso } from './time';

export type UserRow = Selectable<UserTable>;

/** A new active admin's row, as the first start or a recovery creates it (no id: the table's). */
export function adminRow(email: string, passwordHash: string, now: string) {
  return {
    createdAt: now,
    updatedAt: now,
    version: 1,
    name: 'Administrator',
    email,
    phone: null,
    role: 'admin',
    status: 'active',
    street: '',
    city: '',
    postalCode: '',
    country: '',
    passwordHash,
    lastLoginAt: null,
  } as const;
}

/** Where a customer's parcels go: the city's coordinates, nudged to a street-level spot. */
export interface Destination {
  city: string;
  country: string;
  lat: number;
  lng: number;
  /** The door, as a parcel's route sees it. */
  place: Place;
}

/** What an order needs to know about its customer. */
export interface Customer {
  id: number;
  name: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
  createdMs: number;
  currency: 'EUR' | 'USD' | 'GBP';
  destination: Destination;
}

const pickCountry = weightedPicker(
  countries,
  countries.map((country) => country.weight),
);
const citiesOf = new Map(
  countries.map((country) => [country.code, cities.filter((c) => c.country === country.code)]),
);
const countryOf = new Map<string, Country>(countries.map((country) => [country.code, country]));
const cityOf = new Map(cities.map((c) => [`${c.country}|${c.name}`, c]));

/** The country's first city in the table; it doubles as its sorting hub. */
export function hubOf(country: string): City {
  return citiesOf.get(country as Country['code'])?.[0] ?? (cities[0] as City);
}

/** Replaces `#` with a digit and `@` with an upper-case letter. */
export function fillTemplate(random: Random, template: string): string {
  let out = '';
  for (const char of template) {
    if (char === '#') out += String.fromCharCode(48 + random.int(0, 9));
    else if (char === '@') out += String.fromCharCode(65 + random.int(0, 25));
    else out += char;
  }
  return out;
}

/** Lower-case ASCII for an email's local part: "Lefèvre" → "lefevre", "de Jong" → "dejong". */
export function emailSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/[^a-z0-9]/g, '');
}

const round5 = (value: number) => Math.round(value * 100_000) / 100_000;

/** A fixed spot near the customer's city, derived from the id so it never changes. */
export function destinationOf(customerId: number, cityName: string, country: string): Destination {
  const known = cityOf.get(`${country}|${cityName}`) ?? hubOf(country);
  const seed = seedFrom(customerId, 0x5eed);
  const lat = round5(known.lat + ((seed & 0xffff) / 0xffff - 0.5) * 0.08);
  const lng = round5(known.lng + ((seed >>> 16) / 0xffff - 0.5) * 0.12);
  return { city: cityName, country, lat, lng, place: placeOf(cityName, lat, lng) };
}

/** Turns a stored user row into what orders need, whatever city or country it names. */
export function customerFrom(
  row: Pick<UserRow, 'id' | 'name' | 'street' | 'city' | 'postalCode' | 'country' | 'createdAt'>,
): Customer {
  return {
    id: row.id,
    name: row.name,
    street: row.street,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    createdMs: Date.parse(row.createdAt),
    currency: countryOf.get(row.country)?.currency ?? 'EUR',
    destination: destinationOf(row.id, row.city, row.country),
  };
}

/**
 * A customer with a name, email, phone and address from one country. `email` turns the
 * name's local part into an address that is unique where the caller needs it to be.
 */
export function makeCustomer(
  random: Random,
  id: number,
  createdMs: number,
  email: (local: string) => string,
): { row: UserRow; customer: Customer } {
  const country = pickCountry(random);
  const first = random.pick(country.firstNames);
  const last = random.pick(country.lastNames);
  const city = random.pick(citiesOf.get(country.code) ?? cities);
  const house = String(country.code === 'US' ? random.int(100, 9899) : random.int(1, 180));
  const street = country.streetFormat
    .replace('{s}', random.pick(country.streets))
    .replace('{n}', house);
  const createdAt = iso(createdMs);
  const row: UserRow = {
    id,
    createdAt,
    updatedAt: createdAt,
    version: 1,
    name: `${first} ${last}`,
    email: email(`${emailSlug(first)}.${emailSlug(last)}`),
    phone: random.chance(0.85) ? fillTemplate(random, country.phone) : null,
    role: 'customer',
    status: random.chance(0.02) ? 'disabled' : 'active',
    street,
    city: city.name,
    postalCode: fillTemplate(random, city.postalCode),
    country: country.code,
    passwordHash: null,
    lastLoginAt: null,
  };
  return { row, customer: customerFrom(row) };
}

/** Customers sorted by `createdMs`, so an order can pick one who already existed. */
export class CustomerPool {
  private readonly times: Float64Array;

  constructor(private readonly sorted: readonly Customer[]) {
    if (sorted.length === 0) throw new Error('Cannot place orders without customers');
    this.times = Float64Array.from(sorted, (customer) => customer.createdMs);
  }

  /** Often one of the newest customers (a first order soon after sign-up), else anyone earlier. */
  pick(random: Random, atMs: number): Customer {
    let low = 0;
    let high = this.times.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.times[middle] as number) <= atMs) low = middle + 1;
      else high = middle;
    }
    const existing = Math.max(low, 1);
    const index = random.chance(0.3)
      ? existing - 1 - random.int(0, Math.min(4, existing - 1))
      : random.int(0, existing - 1);
    return this.sorted[index] as Customer;
  }
}
