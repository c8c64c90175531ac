import { Select } from 'antd';
import { useMemo } from 'react';
import { countryCodes } from '../../../resources/countries';
import { useTranslation } from '../../i18n/use-translation';
import { countryName } from '../fields/format';
import { useLocale } from '../fields/labels';

interface CountryOption {
  value: string;
  label: string;
}

/** Lower case without accents, so that "osterr" finds "Österreich" and "cote" "Côte d’Ivoire". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const byLocale = new Map<string, CountryOption[]>();

/** Every assigned country as "Germany (DE)", named and sorted in `locale`; made once per locale. */
export function countryOptions(locale: string): CountryOption[] {
  let options = byLocale.get(locale);
  if (!options) {
    const collator = new Intl.Collator(locale);
    options = countryCodes
      .map((code) => ({ value: code, label: `${countryName(code, locale)} (${code})` }))
      .sort((a, b) => collator.compare(a.label, b.label));
    byLocale.set(locale, options);
  }
  return options;
}

/**
 * Names people type for a country that are neither its name nor its code ("UK" is GB's, not an
 * ISO code at all), in any language.
 */
const aliases: Readonly<Record<string, readonly string[]>> = {
  GB: ['uk', 'great britain', 'britain', 'england', 'scotland', 'wales', 'grossbritannien'],
  US: ['usa', 'america'],
  NL: ['holland'],
  AE: ['uae'],
  CZ: ['czech republic'],
};

/** Whether an option answers what was typed: part of its name, its code, or a name for it. */
export function countryMatches(typed: string, option: CountryOption | undefined): boolean {
  if (option === undefined) return false;
  const query = folded(typed.trim());
  return (
    folded(option.label).includes(query) ||
    (aliases[option.value] ?? []).some((alias) => alias.startsWith(query))
  );
}

/** How well an option answers what was typed: its very code or alias first, then names that start so. */
function rank(option: CountryOption, typed: string): number {
  const query = folded(typed.trim());
  if (option.value.toLowerCase() === query || aliases[option.value]?.includes(query)) return 0;
  return folded(option.label).startsWith(query) ? 1 : 2;
}

/**
 * The options and search of a country picker, single (a form's) or multiple (a list's filter):
 * every country named in the reader's language, found by name, code or a name people type.
 */
export function useCountrySearch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const options = useMemo(() => countryOptions(locale), [locale]);
  return {
    options,
    showSearch: true,
    filterOption: countryMatches,
    filterSort: (a: CountryOption, b: CountryOption, { searchValue }: { searchValue: string }) =>
      rank(a, searchValue) - rank(b, searchValue),
    notFoundContent: t('crud.form.noOptions'),
  };
}

interface CountrySelectProps {
  value?: string | null;
  /** An emptied picker hands back '' (an optional country is cleared with ''). */
  onChange?: (value: string) => void;
  /** antd passes id, disabled, aria-* and the rest through the Form.Item. */
  [injected: string]: unknown;
}

/**
 * The country of an address: a searchable picker of the ISO 3166-1 countries by their name in
 * the reader's language, found by name or code, that stores the code.
 */
export function CountrySelect({ value, onChange, ...props }: CountrySelectProps) {
  const { t } = useTranslation();
  const search = useCountrySearch();
  return (
    <Select<string, CountryOption>
      {...props}
      {...search}
      value={value || undefined}
      onChange={(next) => onChange?.(next ?? '')}
      placeholder={t('crud.form.search')}
      style={{ width: '100%' }}
    />
  );
}
