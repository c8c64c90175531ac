/** A city the shop ships to, with its coordinates (for maps and a package's destination). */
export interface Place {
  /** As its addresses write it, in the country's own language ("Köln", "Warszawa"). */
  city: string;
  country: string;
  lat: number;
  lng: number;
  /** Other names an operator may type for it ("Cologne"). */
  also?: readonly string[];
}

const place = (
  city: string,
  country: string,
  lat: number,
  lng: number,
  also?: readonly string[],
): Place => ({ city, country, lat, lng, ...(also ? { also } : {}) });

/** The shop's delivery cities and its two warehouses. */
export const places: readonly Place[] = [
  place('Frankfurt am Main', 'DE', 50.1109, 8.6821),
  place('Berlin', 'DE', 52.52, 13.405),
  place('Hamburg', 'DE', 53.5511, 9.9937),
  place('München', 'DE', 48.1351, 11.582, ['Munich']),
  place('Köln', 'DE', 50.9375, 6.9603, ['Cologne']),
  place('Stuttgart', 'DE', 48.7758, 9.1829),
  place('Düsseldorf', 'DE', 51.2277, 6.7735),
  place('Dresden', 'DE', 51.0504, 13.7373),
  place('Paris', 'FR', 48.8566, 2.3522),
  place('Lyon', 'FR', 45.764, 4.8357),
  place('Marseille', 'FR', 43.2965, 5.3698),
  place('Toulouse', 'FR', 43.6047, 1.4442),
  place('Bordeaux', 'FR', 44.8378, -0.5792),
  place('Lille', 'FR', 50.6292, 3.0573),
  place('Birmingham', 'GB', 52.4862, -1.8904),
  place('London', 'GB', 51.5074, -0.1278),
  place('Manchester', 'GB', 53.4808, -2.2426),
  place('Leeds', 'GB', 53.8008, -1.5491),
  place('Glasgow', 'GB', 55.8642, -4.2518),
  place('Bristol', 'GB', 51.4545, -2.5879),
  place('Chicago', 'US', 41.8781, -87.6298),
  place('New York', 'US', 40.7128, -74.006),
  place('Los Angeles', 'US', 34.0522, -118.2437),
  place('Seattle', 'US', 47.6062, -122.3321),
  place('Austin', 'US', 30.2672, -97.7431),
  place('Boston', 'US', 42.3601, -71.0589),
  place('Madrid', 'ES', 40.4168, -3.7038),
  place('Barcelona', 'ES', 41.3851, 2.1734),
  place('Valencia', 'ES', 39.4699, -0.3763),
  place('Sevilla', 'ES', 37.3891, -5.9845, ['Seville']),
  place('Milano', 'IT', 45.4642, 9.19, ['Milan']),
  place('Roma', 'IT', 41.9028, 12.4964, ['Rome']),
  place('Torino', 'IT', 45.0703, 7.6869, ['Turin']),
  place('Napoli', 'IT', 40.8518, 14.2681, ['Naples']),
  place('Utrecht', 'NL', 52.0907, 5.1214),
  place('Amsterdam', 'NL', 52.3676, 4.9041),
  place('Rotterdam', 'NL', 51.9244, 4.4777),
  place('Warszawa', 'PL', 52.2297, 21.0122, ['Warsaw']),
  place('Kraków', 'PL', 50.0647, 19.945),
  place('Wrocław', 'PL', 51.1079, 17.0385),
  place('Stockholm', 'SE', 59.3293, 18.0686),
  place('Göteborg', 'SE', 57.7089, 11.9746, ['Gothenburg']),
  place('Malmö', 'SE', 55.605, 13.0038),
  place('Leipzig', 'DE', 51.3397, 12.3731),
  place('Columbus', 'US', 39.9612, -82.9988),
];

const byName = new Map(
  places.flatMap((entry) =>
    [entry.city, ...(entry.also ?? [])].map((name) => [
      `${name.toLowerCase()}|${entry.country}`,
      entry,
    ]),
  ),
);

/**
 * The coordinates of a known city by any of its names (case-insensitive), or undefined for one
 * the shop does not know.
 */
export function placeOf(city: string, country: string): Place | undefined {
  return byName.get(`${city.trim().toLowerCase()}|${country.trim().toUpperCase()}`);
}

/** The shop's warehouses: Columbus (Ohio) for the United States, Leipzig for everywhere else. */
const warehouses = {
  us: placeOf('Columbus', 'US') as Place,
  rest: placeOf('Leipzig', 'DE') as Place,
};

/** The warehouse a parcel to `country` leaves from; a package's first tracking event is there. */
export const warehouseFor = (country: string): Place =>
  country === 'US' ? warehouses.us : warehouses.rest;
