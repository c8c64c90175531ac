import type { TFunction } from '../../i18n/translator';

/** Known schema messages (src/resources) and the translation key that says the same. */
const patterns: [RegExp, string][] = [
  [/^Required$/, 'required'],
  [/^At least (\d+) characters$/, 'minChars'],
  [/^At most (\d+) characters$/, 'maxChars'],
  [/^At most (\d+) items$/, 'maxItems'],
  [/^At most 1,000,000 cents$/, 'maxUnitPrice'],
  [/^At least (.+)$/, 'atLeast'],
  [/^At most (.+)$/, 'atMost'],
  [/^Between (\S+) and (\S+)$/, 'between'],
  [/^Use an ISO country code/, 'country'],
  [/^Choose one of: (.+)$/, 'oneOf'],
  [/^Must be text$/, 'text'],
  [/^Must be a number$/, 'number'],
  [/^Use the international format/, 'phone'],
  [/^Use a date such as/, 'date'],
  [/^Type an amount such as/, 'amount'],
  [/^Enter a valid email address$/, 'email'],
  [/^Whole /, 'whole'],
  [/^Cannot be negative$/, 'notNegative'],
  [/^Choose a customer$/, 'chooseCustomer'],
  [/^Choose an order$/, 'chooseOrder'],
  [/^An order needs at least one item$/, 'oneItem'],
  [/^The order total may be at most/, 'maxTotal'],
  [/^Staff need a password$/, 'staffPassword'],
  [/^Customers cannot sign in/, 'customerPassword'],
];

/**
 * A zod message from the shared schema in the reader's language; unknown ones stay as they are.
 * `optionLabel` names the values an enum's message lists ("dhl" → "DHL").
 */
export function translateValidation(
  t: TFunction,
  message: string,
  optionLabel: (value: string) => string = (value) => value,
): string {
  for (const [pattern, key] of patterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    const n = key === 'oneOf' ? match[1]?.split(', ').map(optionLabel).join(', ') : match[1];
    return t(`crud.validation.${key}`, { n, from: match[1], to: match[2] });
  }
  return message;
}
