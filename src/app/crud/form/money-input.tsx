import { Input } from 'antd';
import { type FocusEvent, useState } from 'react';
import { useLocale } from '../fields/labels';
import { formatMajorUnits, formatMoney, parseMoney } from '../fields/money';

interface MoneyInputProps {
  /** Integer cents, as stored and sent; NaN while the text typed is no amount. */
  value?: number | null;
  onChange?: (cents: number | null) => void;
  currency?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/** What the person typed and the value it gave the form. */
interface Draft {
  text: string;
  cents: number | null;
}

/**
 * The value of `text` for the form: cents, null when empty, NaN when it is no amount, so the
 * form's rule says so (`amountMessage`) and the last good amount is never sent in its place.
 * A minus is read, and left to the field's schema to refuse, in the words of its other rules.
 */
const centsOfText = (text: string, locale: string): number | null => {
  const read = parseMoney(text, locale, { allowNegative: true });
  if ('cents' in read) return read.cents;
  return read.error === 'empty' ? null : Number.NaN;
};

/** The field's text: as typed while typing or while no amount, else the amount formatted. */
function shownText(
  typed: string | undefined,
  amount: number | undefined,
  focused: boolean,
  currency: string | undefined,
  locale: string,
): string {
  if (typed !== undefined && (focused || amount === undefined)) return typed;
  if (amount === undefined) return '';
  if (focused || !currency) return formatMajorUnits(amount, locale);
  return formatMoney(amount, currency, locale);
}

/**
 * Money typed in the reader's language (12,90 or 1.234,50 in German; 12.90 or 12,90 in English)
 * and kept as integer cents (1290) in the form. Away from the cursor it reads as the totals do
 * (`12,90 €`, `€12.90`); while typing, as a plain figure; text that is no amount stays as typed,
 * beside the form's error.
 */
export function MoneyInput({ value, onChange, currency, onBlur, ...rest }: MoneyInputProps) {
  const locale = useLocale();
  const [focused, setFocused] = useState(false);
  const [draft, setDraft] = useState<Draft>();
  // The text typed, while the form still holds what it gave; a value set from elsewhere (a
  // product picked, the form reset) replaces it.
  const typed = draft && Object.is(draft.cents, value ?? null) ? draft.text : undefined;
  const amount = typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  const shown = shownText(typed, amount, focused, currency, locale);
  return (
    <Input
      {...rest}
      inputMode="decimal"
      autoComplete="off"
      placeholder={currency ? formatMoney(0, currency, locale) : formatMajorUnits(0, locale)}
      value={shown}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        setFocused(false);
        // A good amount reads as the form holds it from now on: "12,9" becomes 12,90 €.
        if (typed !== undefined && amount !== undefined) setDraft(undefined);
        onBlur?.(event);
      }}
      onChange={(event) => {
        const cents = centsOfText(event.target.value, locale);
        setDraft({ text: event.target.value, cents });
        onChange?.(cents);
      }}
    />
  );
}
