import fc from 'fast-check';
import { roles } from '../../../src/resources';
import { orderStatuses } from '../../../src/resources/orders';
import { carriers, packageStatuses } from '../../../src/resources/packages';
import { type BodyNode, nearValid, object, ref, type Shape, storableText, v } from './bodies';
import { badDates } from './values';

/** Valid-looking field values per write body; `nearValid` breaks some of them per case. */
const text = (max: number) =>
  fc.oneof(storableText, fc.string({ minLength: 1, maxLength: max })).map(v);
const int = (min: number, max: number) => fc.integer({ min, max }).map(v);
const real = (min: number, max: number) => fc.double({ min, max, noNaN: true }).map(v);
const one = <T>(...values: T[]) => fc.constantFrom(...values).map(v);
const day = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .date({ min: new Date('2025-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
      .map((d) => v(d.toISOString().slice(0, 10))),
  },
  { weight: 1, arbitrary: fc.constantFrom(...badDates).map(v) },
);
const country = one('DE', 'FR', 'GB', 'US');

const itemShape: Shape = {
  sku: text(40),
  name: text(120),
  quantity: int(1, 999),
  unitPrice: int(0, 1_000_000),
};
const items = fc
  .oneof(
    {
      weight: 6,
      arbitrary: fc.array(nearValid(itemShape, [], 12), { minLength: 1, maxLength: 3 }),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(49, 50, 51)
        .chain((count) =>
          fc.array(nearValid(itemShape, [], 60), { minLength: count, maxLength: count }),
        ),
    },
  )
  .map((list): BodyNode => ({ t: 'array', items: list }));

const address: Shape = { street: text(120), city: text(80), postalCode: text(20), country };

export const orderCreate: Shape = {
  customerId: fc.constant(ref('customerId')),
  items,
  currency: one('EUR', 'USD', 'GBP'),
  ...address,
  note: text(1000),
  status: one('pending'),
};
export const orderUpdate: Shape = {
  version: fc.constant(ref('version')),
  status: one(...orderStatuses),
  note: text(1000),
  items,
  ...address,
  currency: one('EUR', 'USD'),
  customerId: fc.constant(ref('customerId')),
};

const packageFields: Shape = {
  carrier: one(...carriers),
  weightGrams: int(1, 70_000),
  lengthCm: int(1, 300),
  widthCm: int(1, 300),
  heightCm: int(1, 300),
  city: text(80),
  country,
  lat: real(-90, 90),
  lng: real(-180, 180),
  estimatedDelivery: day,
};
export const packageCreate: Shape = {
  orderId: fc.constant(ref('orderId')),
  ...packageFields,
  status: one('label_created'),
};
export const packageUpdate: Shape = {
  version: fc.constant(ref('version')),
  status: one(...packageStatuses),
  lastLocation: nearValid({ city: text(80), lat: real(-90, 90), lng: real(-180, 180) }),
  eventNote: text(500),
  ...packageFields,
};

const userFields: Shape = {
  name: text(80),
  email: fc
    .oneof(
      fc.nat(1_000_000).map((n) => `fuzz${n}@example.com`),
      fc.constant('ADMIN@example.com'),
    )
    .map(v),
  phone: one('+4915112345678', '+12025550123', null),
  role: fc.oneof(
    { weight: 4, arbitrary: one('customer') },
    { weight: 1, arbitrary: one(...roles) },
  ),
  status: one('active', 'disabled'),
  password: one('a-long-fuzz-password-1', 'password1234', 'short'),
  ...address,
};
export const userCreate = userFields;
export const userUpdate: Shape = { version: fc.constant(ref('version')), ...userFields };

/** PUT bodies (the whole record): the update's fields, required as a create requires them. */
export const orderReplace = orderUpdate;
export const packageReplace = packageUpdate;
export const userReplace = userUpdate;

/** Optional fields: left out at random so partial bodies are tried too. */
export const optional = {
  orderCreate: ['note', 'status'],
  orderUpdate: Object.keys(orderUpdate).filter((key) => key !== 'version'),
  packageCreate: ['status'],
  packageUpdate: Object.keys(packageUpdate).filter((key) => key !== 'version'),
  userCreate: ['phone', 'status', 'password', 'street', 'city', 'postalCode', 'country'],
  userUpdate: Object.keys(userUpdate).filter((key) => key !== 'version'),
  orderReplace: ['note', 'status'],
  packageReplace: ['status', 'lastLocation', 'eventNote'],
  userReplace: ['phone', 'status', 'password', 'street', 'city', 'postalCode', 'country'],
};

/** A DELETE body: none, the version, or junk. */
export const deleteBody = (hostile: fc.Arbitrary<BodyNode>) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(object([['version', ref('version')]])) },
    { weight: 8, arbitrary: hostile },
  );
