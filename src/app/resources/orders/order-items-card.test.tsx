// @vitest-environment jsdom
import '../../i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../components/test-utils';
import { OrderItemsCard } from './order-items-card';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const order = {
  id: 7,
  currency: 'EUR',
  amount: 5897,
  items: [
    { sku: 'TEA-GRN-100', name: 'Green tea, 100 g', quantity: 2, unitPrice: 899 },
    { sku: 'ELE-SPK-BTH', name: 'Bluetooth speaker', quantity: 1, unitPrice: 4099 },
  ],
};

/** A window as wide as a phone, or as a desktop: antd's breakpoints ask `min-width` queries. */
function windowOf(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: wide,
        media: query,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe("an order's items", () => {
  it('show every column on a wide screen', () => {
    windowOf(true);
    render(<OrderItemsCard record={order} />);
    expect(headers()).toEqual(['SKU', 'Product', 'Qty', 'Unit price', 'Line total']);
    expect(screen.getByText('€58.97')).toBeTruthy();
  });

  it('fit a phone: the SKU under the product, no unit price, the total under the line totals', () => {
    windowOf(false);
    render(<OrderItemsCard record={order} />);
    expect(headers()).toEqual(['Product', 'Qty', 'Line total']);
    const product = screen.getByText('Green tea, 100 g').closest('td');
    expect(product?.textContent).toBe('Green tea, 100 gTEA-GRN-100');
    expect(screen.getByText('Order total').closest('td')?.colSpan).toBe(2);
    expect(screen.getByText('€58.97')).toBeTruthy();
  });
});
