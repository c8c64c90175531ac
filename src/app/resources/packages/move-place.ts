import type { BaseRecord } from '@refinedev/core';
import { movesAtDestination } from '../../../resources/packages';
import { type Place, places, warehouseFor } from '../../../resources/places';

type Location = { city: string; lat: number; lng: number };

/** Where the package goes, as a location. */
const destinationOf = (record: BaseRecord): Location => ({
  city: String(record.city ?? ''),
  lat: Number(record.lat),
  lng: Number(record.lng),
});

/**
 * The place the server records a move to `to` at when told none (SPEC §11): the destination on
 * the last mile, else where the package was last seen, else its warehouse.
 */
export function defaultMovePlace(record: BaseRecord, to: string): string {
  if (movesAtDestination.includes(to)) return destinationOf(record).city;
  const last = record.lastLocation as Location | null | undefined;
  return last?.city ?? warehouseFor(String(record.country ?? '')).city;
}

const namesOf = (place: Place) => [place.city, ...(place.also ?? [])];
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The known place `text` names by any of its names, the package's destination included. */
function knownLocation(record: BaseRecord, text: string): Location | undefined {
  const destination = destinationOf(record);
  if (sameName(destination.city, text)) return destination;
  const place = places.find((candidate) => namesOf(candidate).some((n) => sameName(n, text)));
  return place && { city: place.city, lat: place.lat, lng: place.lng };
}

/**
 * What a move sends for the place typed (`text`): nothing for the default or an empty field (the
 * server records its own default), a known place with its coordinates as `lastLocation`, any
 * other name as `eventLocation` alone.
 */
export function movePlaceValues(
  record: BaseRecord,
  to: string,
  text: string,
): Record<string, unknown> {
  const typed = text.trim();
  if (typed === '' || sameName(typed, defaultMovePlace(record, to))) return {};
  const known = knownLocation(record, typed);
  return known ? { lastLocation: known } : { eventLocation: typed };
}

/** The known places whose names contain `text` (all for none), each once, by its own name. */
export function placesMatching(text: string): readonly Place[] {
  const typed = text.trim().toLowerCase();
  if (typed === '') return places;
  return places.filter((place) => namesOf(place).some((n) => n.toLowerCase().includes(typed)));
}
