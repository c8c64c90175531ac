import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { say, serverMessages } from '../../resources/messages';
import { i18n, setLanguage } from '../i18n';
import { serverMessages as de } from '../i18n/de/server-messages';
import { localizedFailure, translateServerText } from './server-messages';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage('en'));

const german = (text: string) => translateServerText(i18n.t, 'de', text);

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
  });

  it('says the shared schema’s field rules as the forms do, and leaves other text as it came', () => {
    expect(german('At least 2 characters')).toBe('Mindestens 2 Zeichen');
    expect(german('Leipzig hub closed')).toBe('Leipzig hub closed');
  });

  it('translates a failure’s message and each field’s errors, keeping the rest', () => {
    const failure = {
      statusCode: 409,
      code: 'DUPLICATE',
      message: say('emailTaken'),
      errors: { email: [say('emailTaken')], name: ['At most 80 characters'] },
      current: { id: 7 },
    };
    expect(localizedFailure(i18n.t, 'de', failure)).toEqual({
      statusCode: 409,
      code: 'DUPLICATE',
      message: 'Diese E-Mail-Adresse wird bereits verwendet',
      errors: {
        email: ['Diese E-Mail-Adresse wird bereits verwendet'],
        name: ['Höchstens 80 Zeichen'],
      },
      current: { id: 7 },
    });
    expect(localizedFailure(i18n.t, 'en', failure)).toEqual(failure);
  });

  it('has every sentence, each with no value the English one lacks', () => {
    const places = (text: string) => [...text.matchAll(/{{?(\w+)}}?/g)].map((match) => match[1]);
    for (const [name, english] of Object.entries(serverMessages)) {
      const known = places(english);
      if (known.includes('resource')) known.push('theResource');
      for (const value of places(de[name as keyof typeof de])) expect(known, name).toContain(value);
    }
  });
});
