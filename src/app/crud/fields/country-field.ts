/**
 * Whether a field holds a country. The definitions keep it a string (stored, filtered and sorted
 * as its ISO 3166-1 code, as the API takes it), so the app picks it out by name to offer the
 * countries by their names: on forms and in the list's column filter.
 */
export const isCountryField = (name: string): boolean => name === 'country';
