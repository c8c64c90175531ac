import type { HttpError, OpenNotificationParams } from '@refinedev/core';
import type { TFunction } from '../i18n/translator';

/** Whether the server named fields: a form shows those beside them, or above it. */
export function hasFieldErrors(error: HttpError | undefined): boolean {
  const errors = error?.errors;
  return typeof errors === 'object' && errors !== null && Object.keys(errors).length > 0;
}

/**
 * A failure in words a person uses: the server's sentence, translated by its `messageKey` on
 * the way in (api-fetch.ts), or the app's own when nothing answered; a body that is not ours (a
 * proxy's page) is said in general words rather than as its status.
 */
export function failureText(t: TFunction, error: HttpError | undefined): string {
  const ours = typeof error?.code === 'string' || error?.statusCode === 0;
  return ours && error?.message ? error.message : t('crud.errors.unexpected');
}

/** A form's failed save: nothing where the form shows the failure itself, else one toast. */
export function saveFailureNotice(
  t: TFunction,
  error: HttpError | undefined,
  title: string,
): false | OpenNotificationParams {
  if (!error || hasFieldErrors(error)) return false;
  return { type: 'error', message: title, description: failureText(t, error) };
}

/**
 * refine's toast for a failed record read (`useOne`'s key, `<id>-<resource>-getOne-notification`):
 * the show and edit pages say it themselves, and the other record reads ask for no toast.
 * `useForm` lets its read's toast be switched off nowhere else.
 */
export const isRecordReadNotice = (key: string | undefined): boolean =>
  key?.endsWith('-getOne-notification') ?? false;
