import { describe, expect, it } from 'vitest';
import { warehouseFor } from '../../../resources/places';
import { defaultMovePlace, movePlaceValues, placesMatching } from './move-place';

const toBerlin = { city: 'Berlin', country: 'DE', lat: 52.52, lng: 13.405, lastLocation: null };
const seenInDresden = { ...toBerlin, lastLocation: { city: 'Dresden', lat: 51, lng: 13.7 } };

describe('defaultMovePlace', () => {
  it('is the destination on the last mile, else the last place seen, else the warehouse', () => {
    expect(defaultMovePlace(toBerlin, 'in_transit')).toBe(warehouseFor('DE').city);
    expect(defaultMovePlace(seenInDresden, 'lost')).toBe('Dresden');
    for (const to of ['out_for_delivery', 'failed_attempt', 'delivered'])
      expect(defaultMovePlace(seenInDresden, to)).toBe('Berlin');
  });
});

describe('movePlaceValues', () => {
  it('sends nothing for the default or an empty field, so the server records its own', () => {
    expect(movePlaceValues(seenInDresden, 'delivered', ' berlin ')).toEqual({});
    expect(movePlaceValues(seenInDresden, 'delivered', '')).toEqual({});
  });

  it('sends a known place, by any of its names, with its coordinates', () => {
    expect(movePlaceValues(toBerlin, 'in_transit', 'munich')).toEqual({
      lastLocation: { city: 'München', lat: 48.1351, lng: 11.582 },
    });
    expect(movePlaceValues(seenInDresden, 'lost', 'Berlin')).toEqual({
      lastLocation: { city: 'Berlin', lat: 52.52, lng: 13.405 },
    });
  });

  it("sends any other name as the event's place alone", () => {
    expect(movePlaceValues(toBerlin, 'in_transit', ' Depot Nord ')).toEqual({
      eventLocation: 'Depot Nord',
    });
  });
});

describe('placesMatching', () => {
  it('finds a place by part of any of its names', () => {
    expect(placesMatching('cologn').map((place) => place.city)).toEqual(['Köln']);
    expect(placesMatching('').length).toBeGreaterThan(40);
  });
});
