// @vitest-environment jsdom
import type { HttpError } from '@refinedev/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../../resources';
import ResourceEdit from '../resource-edit';
import { anOrder } from '../test/records';
import { fakeDataProvider, renderInRefine, stubBrowser } from '../test/render';
import { unplacedErrors } from './form-errors';

beforeAll(stubBrowser);
afterEach(cleanup);

const order = anOrder({
  id: 9,
  version: 3,
  customerId: 4,
  items: [
    { sku: 'A-1', name: 'Mug', quantity: 2, unitPrice: 1250 },
    { sku: 'B-2', name: 'Tea', quantity: 1, unitPrice: 499 },
  ],
  amount: 2999,
});

const invalid: HttpError = {
  statusCode: 422,
  code: 'VALIDATION_FAILED',
  message: 'Some fields need attention',
  errors: {
    'items.1.quantity': ['Only 3 left in stock'],
    city: ['We do not ship there'],
    _: ['The order is on hold'],
  },
};

describe('server field errors on the edit form', () => {
  it('shows each message beside its field, nested line fields too, and the rest above the form', async () => {
    const dataProvider = fakeDataProvider({
      getOne: vi.fn(async () => ({ data: order })),
      getMany: vi.fn(async () => ({
        data: [{ id: 4, name: 'Anna Schmidt', email: 'anna@example.com' }],
      })),
      update: vi.fn(async () => {
        throw invalid;
      }),
    });
    renderInRefine(<ResourceEdit resource={orders} />, {
      dataProvider,
      route: { resource: 'orders', action: 'edit', id: '9' },
    });
    fireEvent.change(await screen.findByDisplayValue('Leipzig'), { target: { value: 'Atlantis' } });
    fireEvent.click(screen.getByText('Save').closest('button') as HTMLElement);

    const stock = await screen.findByText('Only 3 left in stock');
    // Beside the second line's quantity input, not somewhere else.
    expect(stock.closest('.ant-form-item')?.querySelector('input')?.value).toBe('1');
    expect(
      screen.getByText('We do not ship there').closest('.ant-form-item')?.querySelector('input')
        ?.value,
    ).toBe('Atlantis');
    expect(screen.getByText('The order is on hold')).toBeTruthy();
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update.mock.calls[0]?.[0].variables).toEqual({
      version: 3,
      city: 'Atlantis',
    });
  });
});

describe('unplacedErrors', () => {
  it('keeps only the messages no field shows', () => {
    expect(unplacedErrors(invalid, ['items', 'city'])).toEqual(['The order is on hold']);
    expect(unplacedErrors({ statusCode: 500, message: 'x' }, ['city'])).toEqual([]);
  });
});
