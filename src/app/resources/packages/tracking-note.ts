import type { TrackingEvent } from '../../../resources/packages';
import type { TFunction } from '../../i18n/translator';
import { translateMessage } from '../../providers/server-messages';

/**
 * A tracking event's note in `language`: one the server wrote by its catalogue key and values,
 * an operator's (no key) as typed.
 */
export function trackingNoteText(
  t: TFunction,
  language: string,
  event: Pick<TrackingEvent, 'note' | 'noteKey' | 'noteValues'>,
): string | null {
  if (!event.note || !event.noteKey) return event.note;
  return translateMessage(
    t,
    language,
    { key: event.noteKey, values: event.noteValues ?? {} },
    event.note,
  );
}
