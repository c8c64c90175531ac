import type { TFunction } from '../i18n/translator';

/** A resource's translated title (`resources.<name>.title`); its name, capitalised, if none. */
export function resourceTitle(t: TFunction, name: string): string {
  return t(`resources.${name}.title`, {
    defaultValue: name.charAt(0).toUpperCase() + name.slice(1),
  });
}
