import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../i18n';
import { trackingNoteText } from './tracking-note';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage('en'));

describe('trackingNoteText', () => {
  it("says a server-written note in the reader's language by its key and values", () => {
    const event = {
      note: 'Picked up by DHL, routed via Leipzig',
      noteKey: 'tracking.pickedUp',
      noteValues: { carrier: 'DHL', hub: 'Leipzig' },
    };
    expect(trackingNoteText(i18n.t, 'de', event)).toBe('Von DHL abgeholt, über Leipzig geleitet');
    expect(trackingNoteText(i18n.t, 'en', event)).toBe('Picked up by DHL, routed via Leipzig');
  });

  it("shows an operator's note, or one of a key it does not know, as written", () => {
    expect(trackingNoteText(i18n.t, 'de', { note: 'Van 4' })).toBe('Van 4');
    expect(trackingNoteText(i18n.t, 'de', { note: 'Old', noteKey: 'tracking.gone' })).toBe('Old');
    expect(trackingNoteText(i18n.t, 'de', { note: null })).toBeNull();
  });
});
