import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Said, say, serverMessages } from '../../resources/messages';
import { i18n, setLanguage } from '../i18n';
import { serverMessages as de } from '../i18n/de/server-messages';
import { localizedFailure, translateMessage } from './server-messages';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage('en'));

const german = (said: Said) => translateMessage(i18n.t, 'de', said, said.text);
/** A message's part of an error body, as the server writes it. */
const bodyOf = (said: Said) => ({ message: said.text, messageKey: said.key, values: said.values });
const keyOf = (said: Said) => ({ key: said.key, values: said.values });

describe('the server’s sentences in German', () => {
  it('says a refusal with its values: a record’s number, a state by its label', () => {
    expect(german(say('emailTaken'))).toBe('Diese E-Mail-Adresse wird bereits verwendet');
    expect(german(say('orderKeepsPackage', { number: 'ORD-000042', orderStatus: 'shipped' }))).toBe(
      'Bestellung ORD-000042 kann nicht gelöscht werden: eine Bestellung im Status „Versandt“ behält mindestens ein Paket',
    );
    expect(german(say('packageFinal', { packageStatus: 'delivered' }))).toBe(
      'Ein Paket im Status „Zugestellt“ ist abgeschlossen: seine Angaben ändern sich nicht mehr',
    );
  });

  it('names the resource and its states, and lists the allowed ones', () => {
    expect(german(say('noSuch', { resource: 'package' }))).toBe('Paket nicht gefunden');
    expect(german(say('changedMeanwhile', { resource: 'order' }))).toMatch(
      /^Diese Bestellung wurde von jemand anderem geändert/,
    );
    expect(
      german(
        say('transition', {
          from: 'pending',
          resource: 'order',
          to: 'delivered',
          allowed: 'confirmed or cancelled',
        }),
      ),
    ).toBe(
      'Bestellung im Status „Offen“ kann nicht zu „Zugestellt“ wechseln, nur zu „Bestätigt“ oder „Storniert“',
    );
    expect(german(say('roleMayNotAction', { action: 'create', resources: 'orders' }))).toBe(
      'Ihre Rolle darf Bestellungen nicht anlegen',
    );
  });

  it('says the shared schema’s field rules as the forms do, and leaves an unknown key as it came', () => {
    expect(german(say('validation.minChars', { n: 2 }))).toBe('Mindestens 2 Zeichen');
    expect(german(say('pageLimit', { max: 1000 }))).toBe('Höchstens 1.000 Zeilen pro Seite');
    expect(
      translateMessage(i18n.t, 'de', { key: 'leipzigClosed', values: {} }, 'Leipzig hub closed'),
    ).toBe('Leipzig hub closed');
    expect(
      translateMessage(i18n.t, 'fr', keyOf(say('emailTaken')), 'This email address is in use'),
    ).toBe('This email address is in use');
  });

  it('translates a failure’s message and each field’s errors, keeping the rest', () => {
    const failure = {
      statusCode: 409,
      code: 'DUPLICATE',
      ...bodyOf(say('emailTaken')),
      errors: { email: [say('emailTaken').text], name: ['At most 80 characters'] },
      errorKeys: {
        email: [keyOf(say('emailTaken'))],
        name: [keyOf(say('validation.maxChars', { n: 80 }))],
      },
      current: { id: 7 },
    };
    expect(localizedFailure(i18n.t, 'de', failure)).toEqual({
      ...failure,
      message: 'Diese E-Mail-Adresse wird bereits verwendet',
      errors: {
        email: ['Diese E-Mail-Adresse wird bereits verwendet'],
        name: ['Höchstens 80 Zeichen'],
      },
    });
    expect(localizedFailure(i18n.t, 'en', failure)).toEqual(failure);
  });

  it('reads the key, not the English: a reworded sentence is still said in German', () => {
    const failure = {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'We looked everywhere for that parcel',
      messageKey: 'noSuch',
      values: { resource: 'package' },
    };
    expect(localizedFailure(i18n.t, 'de', failure).message).toBe('Paket nicht gefunden');
    const fields = {
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      message: 'Please look at the fields again',
      messageKey: 'fieldsNeedAttention',
      values: {},
      errors: { name: ['Two letters or more, please'] },
      errorKeys: { name: [{ key: 'validation.minChars', values: { n: 2 } }] },
    };
    expect(localizedFailure(i18n.t, 'de', fields)).toMatchObject({
      message: 'Bitte prüfen Sie die markierten Felder',
      errors: { name: ['Mindestens 2 Zeichen'] },
    });
    // English text without its key (not ours: a proxy's) stays as it came.
    const proxy = { statusCode: 502, message: 'No such package' };
    expect(localizedFailure(i18n.t, 'de', proxy)).toEqual(proxy);
  });

  it('has an English and a German sentence for every key, the German with no value the English lacks', () => {
    const places = (text: string) => [...text.matchAll(/{{?(\w+)}}?/g)].map((match) => match[1]);
    expect(Object.keys(de).sort()).toEqual(Object.keys(serverMessages).sort());
    for (const [name, english] of Object.entries(serverMessages)) {
      expect(english, name).not.toBe('');
      expect(de[name as keyof typeof de], name).toBeTruthy();
      const known = places(english);
      if (known.includes('resource')) known.push('theResource');
      for (const value of places(de[name as keyof typeof de])) expect(known, name).toContain(value);
    }
  });
});
