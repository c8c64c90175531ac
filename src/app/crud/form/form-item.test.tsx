// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { packages } from '../../../resources';
import { i18n, setLanguage } from '../../i18n';
import ResourceCreate from '../resource-create';
import { renderInRefine, stubBrowser } from '../test/render';
import { translateValidation } from './validation-messages';

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

describe('translateValidation', () => {
  it('names the choices of a wrong value by their labels, in the reader’s language', async () => {
    await setLanguage('de');
    const label = (value: string) => i18n.t(`enums.packages.carrier.${value}`);
    expect(translateValidation(i18n.t, 'Choose one of: dhl, ups, fedex, usps, local', label)).toBe(
      'Bitte eines davon wählen: DHL, UPS, FedEx, USPS, Lokaler Kurier',
    );
    expect(translateValidation(i18n.t, 'Use an ISO country code such as DE')).toBe(
      'Bitte einen ISO-Ländercode angeben, z. B. DE',
    );
    expect(translateValidation(i18n.t, 'Must be a number')).toBe('Muss eine Zahl sein');
    expect(translateValidation(i18n.t, 'Must be text')).toBe('Muss ein Text sein');
    await setLanguage('en');
    expect(translateValidation(i18n.t, 'Choose one of: EUR, USD, GBP')).toBe(
      'Choose one of: EUR, USD, GBP',
    );
  });
});
