// @vitest-environment jsdom
import '../../i18n';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, packages, products, users } from '../../../resources';
import ResourceEdit from '../resource-edit';
import { anOrder, aUser } from '../test/records';
import { fakeDataProvider, renderInRefine, stubBrowser } from '../test/render';

beforeAll(stubBrowser);
afterEach(cleanup);

const saveButton = () => screen.getByText('Save').closest('button') as HTMLButtonElement;

const aPackage = (status: string) => ({
  id: 7,
  version: 4,
  trackingNumber: 'PKG-ABCDEFGHIJ',
  orderId: 9,
  orderNumber: 'ORD-000009',
  carrier: 'dhl',
  status,
  weightGrams: 1200,
  lengthCm: 30,
  widthCm: 20,
  heightCm: 10,
  city: 'Leipzig',
  country: 'DE',
  lat: 51.34,
  lng: 12.37,
  lastLocation: null,
  estimatedDelivery: '2026-07-04',
  failedAttempts: 0,
  shippedAt: null,
  deliveredAt: null,
  trackingEvents: [],
  createdAt: '2026-07-01T10:00:00.000Z',
  updatedAt: '2026-07-01T10:00:00.000Z',
});

function renderEdit(resource: typeof orders | typeof packages | typeof users, record: object) {
  const dataProvider = fakeDataProvider({
    getOne: vi.fn(async () => ({ data: record as never })),
    getMany: vi.fn(async () => ({
      data: [
        { id: 4, name: 'Anna Schmidt', email: 'anna@example.com' },
        { id: 9, number: 'ORD-000009' },
      ],
    })),
  });
  renderInRefine(<ResourceEdit resource={resource} />, {
    dataProvider,
    route: { resource: resource.name, action: 'edit', id: String((record as { id: number }).id) },
  });
}

describe('an edit form whose record is locked by its state', () => {
  it('says a delivered package can no longer change, and has nothing to save', async () => {
    renderEdit(packages, aPackage('delivered'));
    expect(await screen.findByText('Delivered: nothing here can change any more.')).toBeTruthy();
    expect((await screen.findByDisplayValue('Leipzig')).hasAttribute('disabled')).toBe(true);
    expect(saveButton().disabled).toBe(true);
  });

  it('says which fields a shipped order locks, and still saves the rest', async () => {
    renderEdit(orders, anOrder({ id: 7, status: 'shipped', customerId: 4 }));
    expect(
      await screen.findByText('Shipped: the greyed-out fields can no longer change.'),
    ).toBeTruthy();
    expect((await screen.findByDisplayValue('Leipzig')).hasAttribute('disabled')).toBe(true);
    expect(saveButton().disabled).toBe(false);
  });

  it('says nothing while the record may change', async () => {
    renderEdit(packages, aPackage('in_transit'));
    expect((await screen.findByDisplayValue('Leipzig')).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(/can no longer change|can change any more/)).toBeNull();
    expect(saveButton().disabled).toBe(false);
  });

  it('offers Delete where the record page does: not once its state, or who is signed in, keeps it', async () => {
    const expectDelete = async (
      resource: typeof packages | typeof users,
      record: object,
      offered: boolean,
    ) => {
      renderEdit(resource, record);
      // Once the record is in the form and what else decides it (who is signed in) has come.
      await screen.findByDisplayValue('Leipzig');
      await waitFor(() => expect(screen.queryByText('Delete') !== null).toBe(offered));
      cleanup();
    };
    await expectDelete(packages, aPackage('label_created'), true);
    await expectDelete(packages, aPackage('delivered'), false);
    // The admin signed in is user 1 (render.tsx): their own account offers no Delete.
    await expectDelete(users, aUser({ id: 1 }), false);
    await expectDelete(users, aUser({ id: 2 }), true);
  });

  it('locks the role on your own account and says who changes it; not on another', async () => {
    const roleOf = async (id: number) => {
      renderEdit(users, aUser({ id }));
      await screen.findByDisplayValue('Leipzig');
      const hint = 'Your own role is changed by another admin.';
      // The role's widget comes with the form's other widgets, after the record.
      const select = await waitFor(() => {
        const found = document.querySelector('#role')?.closest('.ant-select');
        expect(found).toBeTruthy();
        return found as Element;
      });
      await waitFor(() => expect(screen.queryByText(hint) !== null).toBe(id === 1));
      const locked = select.classList.contains('ant-select-disabled');
      cleanup();
      return locked;
    };
    // The admin signed in is user 1 (render.tsx).
    expect(await roleOf(1)).toBe(true);
    expect(await roleOf(2)).toBe(false);
  });
});

describe("an edit form of fields the role's edits may not change", () => {
  const product = {
    id: 3,
    version: 2,
    sku: 'MUG-BLU',
    name: 'Mug, blue',
    unitPrice: 1290,
    currency: 'EUR',
    stock: 12,
    status: 'active',
    createdAt: '2026-07-01T10:00:00.000Z',
    updatedAt: '2026-07-01T10:00:00.000Z',
  };
  const renderProduct = (role: 'admin' | 'operator') =>
    renderInRefine(<ResourceEdit resource={products} />, {
      dataProvider: fakeDataProvider({ getOne: vi.fn(async () => ({ data: product as never })) }),
      route: { resource: 'products', action: 'edit', id: '3' },
      role,
    });

  it("offers an operator a product's stock only, and an admin every field", async () => {
    renderProduct('operator');
    const sku = (await screen.findByDisplayValue('MUG-BLU')) as HTMLInputElement;
    await waitFor(() => expect(sku.disabled).toBe(true));
    expect((screen.getByDisplayValue('Mug, blue') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByDisplayValue('12') as HTMLInputElement).disabled).toBe(false);
    cleanup();
    renderProduct('admin');
    const adminSku = (await screen.findByDisplayValue('MUG-BLU')) as HTMLInputElement;
    expect(adminSku.disabled).toBe(false);
  });
});
