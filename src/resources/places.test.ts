import { describe, expect, it } from 'vitest';
import { placeOf, places } from './places';

describe('placeOf', () => {
  it.each([
    ['Köln', 'DE'],
    ['Cologne', 'DE'],
    ['  köln ', 'de'],
    ['COLOGNE', 'DE'],
  ])('finds Köln by "%s" in "%s"', (city, country) => {
    expect(placeOf(city, country)).toMatchObject({ city: 'Köln', lat: 50.9375, lng: 6.9603 });
  });

  it('finds a city only in its own country', () => {
    expect(placeOf('Cologne', 'FR')).toBeUndefined();
    expect(placeOf('Warszawa', 'PL')?.city).toBe('Warszawa');
    expect(placeOf('Warsaw', 'DE')).toBeUndefined();
  });

  it('gives each name of a country to one city only', () => {
    const names = places.flatMap((place) =>
      [place.city, ...(place.also ?? [])].map((name) => `${name.toLowerCase()}|${place.country}`),
    );
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
