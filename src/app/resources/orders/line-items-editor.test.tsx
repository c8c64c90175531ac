// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../../resources';
import ResourceEdit from '../../crud/resource-edit';
import { anOrder } from '../../crud/test/records';
import { fakeDataProvider, renderInRefine, stubBrowser } from '../../crud/test/render';
import { setLanguage } from '../../i18n';

beforeAll(stubBrowser);
afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

const order = anOrder({ id: 9, version: 3, customerId: 4 });

/** The edit form of a pending order with one line (a mug at 12.50), in `language`. */
async function editOrder(language: 'en' | 'de') {
  await setLanguage(language);
  const dataProvider = fakeDataProvider({
    getOne: vi.fn(async () => ({ data: order })),
    getMany: vi.fn(async () => ({
      data: [{ id: 4, name: 'Anna Schmidt', email: 'anna@example.com' }],
    })),
    update: vi.fn(async () => ({ data: order })),
  });
  renderInRefine(<ResourceEdit resource={orders} />, {
    dataProvider,
    route: { resource: 'orders', action: 'edit', id: '9' },
  });
  const label = language === 'de' ? 'Stückpreis' : 'Unit price';
  const price = (await screen.findByLabelText(label)) as HTMLInputElement;
  const save = () =>
    fireEvent.click(screen.getByText(/^(Save|Speichern)$/).closest('button') as HTMLElement);
  const type = (text: string) => {
    fireEvent.focus(price);
    fireEvent.change(price, { target: { value: text } });
    fireEvent.blur(price);
  };
  return { dataProvider, price, save, type };
}

describe('the unit price of an order line', () => {
  it('reads 12,90 on the German form as 1290 cents and shows it as the total does', async () => {
    const { dataProvider, price, save, type } = await editOrder('de');
    expect(price.value).toBe('12,50\u00a0€');
    type('12,90');
    expect(price.value).toBe('12,90\u00a0€');
    expect(screen.getAllByLabelText('Summe')[0]?.textContent).toBe(price.value);
    save();
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update.mock.calls[0]?.[0].variables).toEqual({
      version: 3,
      items: [{ sku: 'MUG-1', name: 'Mug', quantity: 1, unitPrice: 1290 }],
    });
  });

  it('reads 1.234,50 on the German form as 123450 cents', async () => {
    const { dataProvider, save, type } = await editOrder('de');
    type('1.234,50');
    save();
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update.mock.calls[0]?.[0].variables.items[0].unitPrice).toBe(123450);
  });

  it('reads 12,90 on the English form as 1290 cents too', async () => {
    const { dataProvider, price, save, type } = await editOrder('en');
    type('12,90');
    expect(price.value).toBe('€12.90');
    save();
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update.mock.calls[0]?.[0].variables.items[0].unitPrice).toBe(1290);
  });

  it('says beside the field that abc is no amount, and sends nothing', async () => {
    const { dataProvider, price, save, type } = await editOrder('de');
    type('abc');
    save();
    const item = price.closest('.ant-form-item');
    await waitFor(() =>
      expect(item?.querySelector('.ant-form-item-explain')?.textContent).toBe(
        'Bitte einen Betrag wie 12,90 eingeben',
      ),
    );
    expect(price.value).toBe('abc');
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('says it in English too, for a comma too many', async () => {
    const { dataProvider, price, save, type } = await editOrder('en');
    type('12,3,4');
    save();
    const item = price.closest('.ant-form-item');
    await waitFor(() =>
      expect(item?.querySelector('.ant-form-item-explain')?.textContent).toBe(
        'Type an amount such as 12.90',
      ),
    );
    expect(dataProvider.update).not.toHaveBeenCalled();
  });
});
