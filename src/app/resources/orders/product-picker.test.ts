import { describe, expect, it } from 'vitest';
import { type CatalogueProduct, lineFromProduct, priceIn } from './product-picker';

const tea: CatalogueProduct = {
  id: 7,
  sku: 'TEA-2',
  name: 'Green tea',
  unitPrice: 1500,
  currency: 'USD',
  status: 'active',
};

describe('a line from a catalogue product', () => {
  it("takes the product's id, SKU, name and price in the order's currency", () => {
    expect(lineFromProduct({}, tea, 'EUR')).toEqual({
      productId: 7,
      sku: 'TEA-2',
      name: 'Green tea',
      unitPrice: 1290,
      quantity: 1,
    });
  });

  it('keeps the quantity typed, and only an empty one becomes 1', () => {
    expect(lineFromProduct({ quantity: 4, sku: 'OLD' }, tea, 'USD')).toMatchObject({
      quantity: 4,
      sku: 'TEA-2',
      unitPrice: 1500,
    });
    expect(lineFromProduct(undefined, tea, 'GBP').quantity).toBe(1);
  });

  it('converts at the reference rates, to the cent', () => {
    expect(priceIn(tea, 'GBP')).toBe(1132);
    expect(priceIn({ ...tea, currency: 'GBP', unitPrice: 1000 }, 'EUR')).toBe(1140);
  });
});
