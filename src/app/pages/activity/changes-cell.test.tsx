// @vitest-environment jsdom
import '../../i18n';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { ChangesCell } from './changes-cell';

afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

/** Every line of the cell, the hidden ones too (its title holds them all). */
const lines = (container: HTMLElement) =>
  container.querySelector('[title]')?.getAttribute('title')?.split('\n');

const orderUpdate = {
  customerId: [3, 4],
  postalCode: ['04109', '04103'],
  status: ['pending', 'confirmed'],
  items: [[{ sku: 'MUG-1', name: 'Mug', quantity: 1, unitPrice: 1250 }], []],
  amount: [1250, 0],
};

describe("the activity log's changes", () => {
  // The currency did not change, so the log does not hold it: the amounts are plain figures.
  it.each([
    [
      'en',
      [
        'Customer: 3 → 4',
        'Postal code: 04109 → 04103',
        'Status: Pending → Confirmed',
        'Items: 1 item → 0 items',
        'Amount: 12.50 → 0.00',
      ],
    ],
    [
      'de',
      [
        'Kunde: 3 → 4',
        'Postleitzahl: 04109 → 04103',
        'Status: Offen → Bestätigt',
        'Positionen: 1 Position → 0 Positionen',
        'Betrag: 12,50 → 0,00',
      ],
    ],
  ] as const)(
    'name the fields and their values as the forms and lists do (%s)',
    async (language, expected) => {
      await act(() => setLanguage(language));
      const { container } = render(<ChangesCell resource="orders" changes={orderUpdate} />);
      expect(lines(container)).toEqual(expected);
    },
  );

  it('write an amount in the currency the entry holds', () => {
    const { container } = render(
      <ChangesCell resource="orders" changes={{ currency: ['USD', 'EUR'], amount: [1250, 990] }} />,
    );
    expect(lines(container)).toEqual(['Currency: USD → EUR', 'Amount: $12.50 → €9.90']);
  });

  it('name a new customer once, by name, not also by id', () => {
    const { container } = render(
      <ChangesCell
        resource="orders"
        changes={{ customerId: [3, 4], customerName: ['Anna Schmidt', 'Ben Weber'] }}
      />,
    );
    expect(lines(container)).toEqual(['Customer: Anna Schmidt → Ben Weber']);
  });

  it("name a package's last location by its city", () => {
    const { container } = render(
      <ChangesCell
        resource="packages"
        changes={{
          lastLocation: [
            { city: 'Leipzig', lat: 51.34, lng: 12.37 },
            { city: 'Berlin', lat: 52.52, lng: 13.4 },
          ],
        }}
      />,
    );
    expect(lines(container)).toEqual(['Last seen: Leipzig → Berlin']);
  });

  it("say a password changed, in the reader's language, and never show what the log holds", async () => {
    const changes = { password: ['(hidden)', '(changed)'] };
    const { container, unmount } = render(<ChangesCell resource="users" changes={changes} />);
    expect(lines(container)).toEqual(['Password: changed']);
    unmount();
    await act(() => setLanguage('de'));
    const german = render(<ChangesCell resource="users" changes={changes} />);
    expect(lines(german.container)).toEqual(['Passwort: geändert']);
  });

  it('keep the name of a field without a label', () => {
    const { container } = render(
      <ChangesCell
        resource="auth"
        changes={{ email: [null, 'a@example.com'], reason: [null, 'bad_password'] }}
      />,
    );
    expect(lines(container)).toEqual(['email: a@example.com', 'reason: bad_password']);
  });

  const createdOrder = {
    id: [null, 7],
    createdAt: [null, '2026-06-01T10:00:00.000Z'],
    number: [null, 'ORD-000007'],
    customerId: [null, 3],
    customerName: [null, 'Anna Schmidt'],
    status: [null, 'pending'],
    items: [null, [{ sku: 'MUG-1', name: 'Mug', quantity: 2, unitPrice: 1250 }]],
    amount: [null, 2500],
    currency: [null, 'EUR'],
    street: [null, 'Hauptstraße 1'],
    city: [null, 'Leipzig'],
    note: [null, null],
    version: [null, 1],
  };
  const deleted = Object.fromEntries(
    Object.entries(createdOrder).map(([name, [, value]]) => [name, [value, null]]),
  );

  it.each([
    ['create', createdOrder],
    ['delete', deleted],
  ])(
    'sum up a %s by the record’s title and key fields first, without arrows',
    (action, changes) => {
      const { container } = render(
        <ChangesCell resource="orders" changes={changes} action={action} />,
      );
      expect(lines(container)).toEqual([
        'Order number: ORD-000007',
        'Customer: Anna Schmidt',
        'Status: Pending',
        'Amount: €25.00',
        'Currency: EUR',
        'City: Leipzig',
        'Items: 1 item',
        'Street: Hauptstraße 1',
      ]);
    },
  );

  it('show every line once its "+n" is pressed, and fewer again', () => {
    render(<ChangesCell resource="orders" changes={createdOrder} action="create" />);
    expect(screen.queryByText('Street: Hauptstraße 1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show 4 more' }));
    expect(screen.getByText('Street: Hauptstraße 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(screen.queryByText('Street: Hauptstraße 1')).toBeNull();
  });
});
