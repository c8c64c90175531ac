import { isCountryCode } from './countries';
import type { Zod } from './define';
import { keyed, sentence } from './messages';

export const currencies = ['EUR', 'USD', 'GBP'] as const;
export type Currency = (typeof currencies)[number];

/** The currency of the stats and the dashboard; each order keeps its own currency. */
export const reportingCurrency: Currency = 'EUR';

/**
 * Fixed reference rates into the reporting currency, in basis points (1 USD = 0.86 EUR), so the
 * conversion is exact integer arithmetic in JavaScript, SQLite and PostgreSQL alike.
 */
export const reportingRateBasisPoints: Readonly<Record<Currency, number>> = {
  EUR: 10_000,
  USD: 8_600,
  GBP: 11_400,
};

/** An amount in cents of `currency` in cents of the reporting currency, rounded half up. */
export function toReportingCents(cents: number, currency: Currency): number {
  return Math.floor((cents * reportingRateBasisPoints[currency] + 5_000) / 10_000);
}

/**
 * An amount in cents of `from` in cents of `to` at the reference rates, rounded half up to the
 * cent: a catalogue price in an order's currency.
 */
export function convertCents(cents: number, from: Currency, to: Currency): number {
  if (from === to) return cents;
  const [into, out] = [reportingRateBasisPoints[from], reportingRateBasisPoints[to]];
  return Math.floor((2 * cents * into + out) / (2 * out));
}

/** The largest record id: ids are 32-bit integers (PostgreSQL `serial`). */
export const maxRecordId = 2_147_483_647;

/** The id a path segment names, or undefined when no record could have it. */
export const recordIdOf = (raw: string): number | undefined =>
  /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= maxRecordId ? Number(raw) : undefined;

/** Field definitions shared by every stored record. */
export const baseFields = {
  id: { type: 'id', sortable: true, filterable: true, list: true, serverOwned: true },
  createdAt: { type: 'datetime', sortable: true, filterable: true, list: true, serverOwned: true },
  updatedAt: { type: 'datetime', sortable: true, filterable: true, serverOwned: true },
  version: { type: 'integer', serverOwned: true },
} as const;

export const datePattern = /^\d{4}-\d{2}-\d{2}$/;
/** E.164 once the separators are gone. */
export const phonePattern = /^\+\d{8,15}$/;
/** A day of the calendar: 2026-02-30 and 9999-99-99 have the shape of one but are none. */
const isCalendarDay = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
};

/** The message of a required value left out or empty; the forms say the same. */
export const requiredMessage = sentence('validation.required');
/** The messages of a value of the wrong kind (`"12"` for a number). */
export const textMessage = sentence('validation.text');
export const numberMessage = sentence('validation.number');

const countryMessage = sentence('validation.country');

/**
 * The message of an enum value that is not one of `values`: `Required` when none was given, else
 * the values to choose from. `schemasOf` gives it to every `z.enum` of the resources.
 */
export function choiceMessage(values: readonly string[], input: unknown): string {
  return input === undefined || input === null || input === ''
    ? requiredMessage
    : sentence('validation.oneOf', { options: values.join(', ') });
}

/** Spaces, dashes, dots and parentheses: what people put between a phone number's digits. */
const phoneSeparators = /[\s\-.()]/g;
const withoutPhoneSeparators = (value: string) => value.replace(phoneSeparators, '');

/** The input rules the resources share, built from zod (see `Zod` in define.ts). */
export function commonSchemas(z: Zod) {
  const shortText = (min: number, max: number) =>
    z
      .string()
      .trim()
      .min(min, min === 1 ? requiredMessage : `At least ${min} characters`)
      .max(max, `At most ${max} characters`);
  /** ISO 3166-1 alpha-2, assigned codes only, upper case. */
  const countryCode = z.string().refine(isCountryCode, {
    error: (issue) => (issue.input === '' ? requiredMessage : countryMessage),
    params: { messageKey: 'validation.country' },
  });
  return {
    shortText,
    countryCode,
    /**
     * E.164 (`+493411973493`), typed as people write it: the separators go before the check, so
     * `+49 (341) 197-3493` is stored without them and a letter or a `+` inside is still refused.
     */
    phoneNumber: z
      .string()
      .overwrite(withoutPhoneSeparators)
      .regex(phonePattern, sentence('validation.phone')),
    isoDate: z
      .string()
      .regex(datePattern, sentence('validation.date'))
      .refine(
        (value) => !datePattern.test(value) || isCalendarDay(value),
        keyed('validation.noSuchDay'),
      ),
    address: {
      street: shortText(1, 120),
      city: shortText(1, 80),
      postalCode: shortText(1, 20),
      country: countryCode,
    },
    password: z.string().min(12, 'At least 12 characters').max(128, 'At most 128 characters'),
    /** A reference to another record by id. */
    recordReference: (message: string) =>
      z.number().int(message).positive(message).max(maxRecordId, message),
    /** Fields every record has (SPEC §3). */
    recordBase: {
      id: z.number().int(),
      createdAt: z.string(),
      updatedAt: z.string(),
      version: z.number().int(),
    },
    /** Optimistic concurrency: every update carries the version it was based on. */
    versionField: { version: z.number().int().min(1) },
  };
}
