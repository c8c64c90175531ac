import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { countryCodes, isCountryCode } from './countries';
import { orders, packages, users } from './index';
import { places } from './places';
import { schemasOf } from './schemas';

/** The messages a schema gives the `country` of `body`. */
const countryErrors = (schema: z.ZodType | undefined, body: object) =>
  (schema?.safeParse(body).error?.issues ?? [])
    .filter((issue) => issue.path[0] === 'country')
    .map((issue) => issue.message);

describe('countryCodes', () => {
  it('are the 249 assigned ISO 3166-1 alpha-2 codes, each once, in order', () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    expect([...countryCodes].sort()).toEqual(countryCodes);
    for (const code of countryCodes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('leave out codes that are only reserved, made up or lower case', () => {
    for (const code of ['DE', 'GB', 'US', 'NO', 'AX', 'SS', 'BQ'])
      expect(isCountryCode(code), code).toBe(true);
    for (const code of ['ZZ', 'XK', 'UK', 'EU', 'AN', 'YU', 'de', 'DEU', '', 'GE '])
      expect(isCountryCode(code), code).toBe(false);
  });

  it("hold every country of the shop's places", () => {
    expect(places.filter((place) => !isCountryCode(place.country))).toEqual([]);
  });
});

describe('the country of an address', () => {
  const order = schemasOf(orders).create;
  const pkg = schemasOf(packages).create;
  const user = schemasOf(users).create;
  const update = schemasOf(users).update;

  it('takes only an assigned code, and says how to write one', () => {
    const message = 'Use an ISO country code such as DE';
    for (const schema of [order, pkg, user, update]) {
      expect(countryErrors(schema, { country: 'ZZ' })).toEqual([message]);
      expect(countryErrors(schema, { country: 'Germany' })).toEqual([message]);
      expect(countryErrors(schema, { country: 'de' })).toEqual([message]);
      expect(countryErrors(schema, { country: 'DE' })).toEqual([]);
    }
  });

  it('is required on an order and a package, and may be cleared on a user', () => {
    expect(countryErrors(order, { country: '' })).toEqual(['Required']);
    expect(countryErrors(pkg, { country: '' })).toEqual(['Required']);
    expect(countryErrors(user, { country: '' })).toEqual([]);
    expect(countryErrors(update, { country: '' })).toEqual([]);
  });
});
