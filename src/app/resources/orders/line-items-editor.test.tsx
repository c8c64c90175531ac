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

/** The catalogue's answer: a tea priced in dollars, and an archived kettle a server let through. */
const catalogue = [
  { id: 7, sku: 'TEA-2', name: 'Green tea', unitPrice: 1500, currency: 'USD', status: 'active' },
  { id: 8, sku: 'KET-1', name: 'Old kettle', unitPrice: 2000, currency: 'EUR', status: 'archived' },
];

/** The edit form of a pending order with one line (a mug at 12.50), in `language`. */
async function editOrder(language: 'en' | 'de') {
  await setLanguage(language);
  const dataProvider = fakeDataProvider({
    getOne: vi.fn(async () => ({ data: order })),
    getMany: vi.fn(async () => ({
      data: [{ id: 4, name: 'Anna Schmidt', email: 'anna@example.com' }],
    })),
    update: vi.fn(async () => ({ data: order })),
    getList: vi.fn(async ({ resource }: { resource: string }) =>
      resource === 'products'
        ? { data: catalogue, total: catalogue.length }
        : { data: [], total: 0 },
    ),
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

// A cold edit form on a busy machine outlasts vitest's default limit, so these get a longer one.
describe('the unit price of an order line', { timeout: 120_000 }, () => {
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

/** Opens the line's catalogue picker and searches it for `text`. */
async function searchCatalogue(label: 'Catalogue' | 'Katalog', text: string) {
  const picker = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.mouseDown(picker);
  fireEvent.change(picker, { target: { value: text } });
}

const option = (title: string) =>
  document.querySelector(`.ant-select-item-option[title="${title}"]`);

// As above, and these open a picker too.
describe('a line picked from the catalogue', { timeout: 120_000 }, () => {
  it("fills SKU, name and the price in the order's currency, and saves the product's id", async () => {
    const { dataProvider, price, save } = await editOrder('en');
    await searchCatalogue('Catalogue', 'tea');
    // Asked for active products only, and for what was typed once typing settled.
    const asked = () =>
      dataProvider.getList.mock.calls
        .map((call) => call[0])
        .filter((params) => params.resource === 'products')
        .map((params) => params.filters);
    await waitFor(() =>
      expect(asked()).toContainEqual([
        { field: 'status', operator: 'eq', value: 'active' },
        { field: 'q', operator: 'eq', value: 'tea' },
      ]),
    );
    expect(asked().every((filters) => filters?.[0]?.value === 'active')).toBe(true);
    await waitFor(() => expect(option('Green tea · TEA-2')).not.toBeNull());
    fireEvent.click(option('Green tea · TEA-2') as Element);
    // 15.00 USD at 0.86 EUR each is 12.90 EUR.
    expect(price.value).toBe('€12.90');
    expect((screen.getByLabelText('SKU') as HTMLInputElement).value).toBe('TEA-2');
    expect((screen.getByLabelText('Product') as HTMLInputElement).value).toBe('Green tea');
    save();
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update.mock.calls[0]?.[0].variables.items).toEqual([
      { productId: 7, sku: 'TEA-2', name: 'Green tea', quantity: 1, unitPrice: 1290 },
    ]);
  });

  it('offers no archived product, even when the server lists one', async () => {
    await editOrder('en');
    await searchCatalogue('Catalogue', 'e');
    await waitFor(() => expect(option('Green tea · TEA-2')).not.toBeNull());
    expect(option('Old kettle · KET-1')).toBeNull();
  });

  it('keeps a price typed over the picked one (12,90 in German)', async () => {
    const { dataProvider, price, save, type } = await editOrder('de');
    await searchCatalogue('Katalog', 'tee');
    await waitFor(() => expect(option('Green tea · TEA-2')).not.toBeNull());
    fireEvent.click(option('Green tea · TEA-2') as Element);
    expect(price.value).toBe('12,90\u00a0€');
    type('9,99');
    save();
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update.mock.calls[0]?.[0].variables.items).toEqual([
      { productId: 7, sku: 'TEA-2', name: 'Green tea', quantity: 1, unitPrice: 999 },
    ]);
  });
});
