import { resources } from '../../resources';
import { isServerMessage, type Values } from '../../resources/messages';
import { labelKeys } from '../crud/fields/labels';
import { serverMessages as de, actions as deActions } from '../i18n/de/server-messages';
import type { TFunction } from '../i18n/translator';
import type { ApiFailure } from './api-fetch';

/** A message as an error body keys it (SPEC §11). */
export interface KeyedMessage {
  key: string;
  values: Values;
}

/** Each language's sentences by key, and the verbs of `roleMayNotAction` (English needs none). */
const tables: Record<
  string,
  { sentences: typeof de; actions: Record<string, string> } | undefined
> = { de: { sentences: de, actions: deActions } };

const place = /{{(\w+)}}/g;

/** The resource a message's values name, by its label (`resource`) or its name (`resources`). */
const resourceOf = (values: Values) =>
  resources.find(
    (candidate) => candidate.label === values.resource || candidate.name === values.resources,
  )?.name;

/**
 * A message's values as the reader's language says them: a number in its digits, a resource by
 * its name, a state by its label, several states as a list („Bestätigt“ oder „Storniert“), the
 * choices of an enum by `optionLabel`.
 */
function valuesIn(
  t: TFunction,
  language: string,
  values: Values,
  verbs: Record<string, string>,
  optionLabel?: (value: string) => string,
): Record<string, string> {
  const resource = resourceOf(values);
  const state = (of: string | undefined, value: string) =>
    of ? t(labelKeys.enumValue(of, 'status', value), { defaultValue: value }) : value;
  const number = new Intl.NumberFormat(language);
  const said: Record<string, string> = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'number' ? number.format(value) : value,
    ]),
  );
  if (resource && values.resource !== undefined) {
    said.resource = t(labelKeys.singular(resource));
    const these = t(`resources.${resource}.this`);
    said.theResource = these.charAt(0).toLocaleUpperCase(language) + these.slice(1);
  }
  if (resource && values.resources !== undefined) said.resources = t(labelKeys.title(resource));
  if (typeof values.action === 'string') said.action = verbs[values.action] ?? values.action;
  for (const name of ['from', 'to'] as const)
    if (values[name] !== undefined) said[name] = state(resource, String(values[name]));
  if (values.allowed !== undefined)
    said.allowed = new Intl.ListFormat(language, { type: 'disjunction' }).format(
      String(values.allowed)
        .split(' or ')
        .map((value) => `„${state(resource, value)}“`),
    );
  if (values.orderStatus !== undefined)
    said.orderStatus = state('orders', String(values.orderStatus));
  if (values.packageStatus !== undefined)
    said.packageStatus = state('packages', String(values.packageStatus));
  if (optionLabel && typeof values.options === 'string')
    said.options = values.options.split(', ').map(optionLabel).join(', ');
  return said;
}

/**
 * One message in `language`, by its key and values; `english` (the server's own words) for a
 * language without a table of its own or a key it does not know.
 */
export function translateMessage(
  t: TFunction,
  language: string,
  message: KeyedMessage,
  english: string,
  optionLabel?: (value: string) => string,
): string {
  const table = tables[language];
  if (!table || !isServerMessage(message.key)) return english;
  const values = valuesIn(t, language, message.values ?? {}, table.actions, optionLabel);
  return table.sentences[message.key].replace(
    place,
    (whole, name: string) => values[name] ?? whole,
  );
}

const isKeyed = (value: unknown): value is KeyedMessage =>
  typeof (value as KeyedMessage | undefined)?.key === 'string' &&
  typeof (value as KeyedMessage).values === 'object';

/** A failed call's message and field errors in `language`, by their keys; the rest as it came. */
export function localizedFailure(t: TFunction, language: string, failure: ApiFailure): ApiFailure {
  const say = (keyed: unknown, english: string) =>
    isKeyed(keyed) ? translateMessage(t, language, keyed, english) : english;
  const keys = (failure.errorKeys ?? {}) as Record<string, unknown[] | undefined>;
  const errors = failure.errors
    ? Object.fromEntries(
        Object.entries(failure.errors).map(([field, messages]) => [
          field,
          Array.isArray(messages)
            ? messages.map((message, index) => say(keys[field]?.[index], String(message)))
            : messages,
        ]),
      )
    : undefined;
  const message =
    typeof failure.messageKey === 'string'
      ? say({ key: failure.messageKey, values: failure.values ?? {} }, failure.message)
      : failure.message;
  return { ...failure, message, ...(errors ? { errors } : {}) };
}
