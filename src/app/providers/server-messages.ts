import { resources } from '../../resources';
import { recognise } from '../../resources/messages';
import { labelKeys } from '../crud/fields/labels';
import { translateValidation } from '../crud/form/validation-messages';
import { serverMessages as de } from '../i18n/de/server-messages';
import type { TFunction } from '../i18n/translator';
import type { ApiFailure } from './api-fetch';

/** Each language's sentences for the server's (English needs none: the server speaks it). */
const tables: Record<string, typeof de | undefined> = { de };

const place = /{{(\w+)}}/g;

/**
 * A recognised sentence's values as the reader's language says them: a resource by its name, a
 * state by its label, several states as a list ("„Bestätigt“ oder „Storniert“").
 */
function valuesIn(
  t: TFunction,
  language: string,
  values: Record<string, string>,
): Record<string, string> {
  const resource = resources.find((candidate) => candidate.label === values.resource)?.name;
  const state = (of: string | undefined, value: string) =>
    of ? t(labelKeys.enumValue(of, 'status', value), { defaultValue: value }) : value;
  const said: Record<string, string> = { ...values };
  if (resource) {
    said.resource = t(labelKeys.singular(resource));
    const these = t(`resources.${resource}.this`);
    said.theResource = these.charAt(0).toLocaleUpperCase(language) + these.slice(1);
  }
  for (const name of ['from', 'to'] as const)
    if (values[name] !== undefined) said[name] = state(resource, values[name]);
  if (values.allowed !== undefined)
    said.allowed = new Intl.ListFormat(language, { type: 'disjunction' }).format(
      values.allowed.split(' or ').map((value) => `„${state(resource, value)}“`),
    );
  if (values.orderStatus !== undefined) said.orderStatus = state('orders', values.orderStatus);
  if (values.packageStatus !== undefined)
    said.packageStatus = state('packages', values.packageStatus);
  return said;
}

/**
 * One sentence of the server's in `language`; the shared schema's field rules as the forms say
 * them; any other text as it came.
 */
export function translateServerText(t: TFunction, language: string, text: string): string {
  const table = tables[language];
  if (!table) return text;
  const recognised = recognise(text);
  if (!recognised) return translateValidation(t, text);
  const values = valuesIn(t, language, recognised.values);
  return table[recognised.name].replace(place, (whole, name: string) => values[name] ?? whole);
}

/** A failed call's message and field errors in `language`; everything else as it came. */
export function localizedFailure(t: TFunction, language: string, failure: ApiFailure): ApiFailure {
  const say = (text: string) => translateServerText(t, language, text);
  const errors = failure.errors
    ? Object.fromEntries(
        Object.entries(failure.errors).map(([field, messages]) => [
          field,
          Array.isArray(messages) ? messages.map((message) => say(String(message))) : messages,
        ]),
      )
    : undefined;
  return { ...failure, message: say(failure.message), ...(errors ? { errors } : {}) };
}
