// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orders, packages } from '../../../resources';
import { schemasOf } from '../../../resources/schemas';
import { i18n, setLanguage } from '../../i18n';
import ResourceCreate from '../resource-create';
import { renderInRefine, stubBrowser } from '../test/render';
import { translateProblem } from './validation-messages';
import { fieldIssue } from './zod-rules';

beforeAll(stubBrowser);
afterEach(cleanup);
afterAll(() => setLanguage('en'));

/** The message shown under the form item labelled `label`, once there is one. */
async function messageOf(label: string) {
  const item = (await screen.findByText(label, { selector: 'label' })).closest('.ant-form-item');
  let text = '';
  await waitFor(() => {
    text = item?.querySelector('.ant-form-item-explain')?.textContent ?? '';
    expect(text).not.toBe('');
  });
  return text;
}

/** A new package saved with nothing filled in. */
async function saveEmptyPackage() {
  renderInRefine(<ResourceCreate resource={packages} />, {
    route: { resource: 'packages', action: 'create' },
  });
  const save = await screen.findByRole('button', { name: /Save|Speichern/ });
  fireEvent.click(save);
}

describe('a choice left empty on a form', () => {
  it('says Required, as the other fields do, not zod’s list of options', async () => {
    await saveEmptyPackage();
    expect(await messageOf('Carrier')).toBe('Required');
    expect(await messageOf('Country')).toBe('Required');
    expect(await messageOf('City')).toBe('Required');
  });

  it('says it in German too', async () => {
    await setLanguage('de');
    await saveEmptyPackage();
    expect(await messageOf('Versanddienst')).toBe('Pflichtfeld');
    expect(await messageOf('Land')).toBe('Pflichtfeld');
  });
});

describe('translateProblem', () => {
  const problemOf = (schema: z.ZodType | undefined, value: unknown) => {
    const problem = schema && fieldIssue(schema, value);
    if (!problem) throw new Error('no problem');
    return problem;
  };
  const create = schemasOf(packages).create as z.ZodObject;
  const carrier = create.shape.carrier as z.ZodType;
  const country = create.shape.country as z.ZodType;
  const weight = create.shape.weightGrams as z.ZodType;
  const city = create.shape.city as z.ZodType;

  it('names the choices of a wrong value by their labels, in the reader’s language', async () => {
    await setLanguage('de');
    const label = (value: string) => i18n.t(`enums.packages.carrier.${value}`);
    expect(await translateProblem(i18n.t, 'de', problemOf(carrier, 'boat'), label)).toBe(
      'Bitte eines davon wählen: DHL, UPS, FedEx, USPS, Lokaler Kurier',
    );
    expect(await translateProblem(i18n.t, 'de', problemOf(country, 'Germany'))).toBe(
      'Bitte einen ISO-Ländercode angeben, z. B. DE',
    );
    expect(await translateProblem(i18n.t, 'de', problemOf(weight, '12'))).toBe(
      'Muss eine Zahl sein',
    );
    expect(await translateProblem(i18n.t, 'de', problemOf(city, 12))).toBe('Muss ein Text sein');
    await setLanguage('en');
    const currency = schemasOf(orders).create as z.ZodObject;
    expect(
      await translateProblem(i18n.t, 'en', problemOf(currency.shape.currency as z.ZodType, 'JPY')),
    ).toBe('Choose one of: EUR, USD, GBP');
    expect(await translateProblem(i18n.t, 'en', problemOf(carrier, 'boat'), label)).toBe(
      'Choose one of: DHL, UPS, FedEx, USPS, Local courier',
    );
  });

  it('translates by the issue’s key and bounds, whatever the schema’s English says', async () => {
    const reworded = z.string().min(3, 'Three letters or more, please');
    expect(await translateProblem(i18n.t, 'de', problemOf(reworded, 'ab'))).toBe(
      'Mindestens 3 Zeichen',
    );
    expect(await translateProblem(i18n.t, 'en', problemOf(reworded, 'ab'))).toBe(
      'Three letters or more, please',
    );
  });
});
