// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, packages } from '../../../resources';
import { slotsOf } from '../../resources';
import { fakeDataProvider, renderInRefine, stubBrowser } from '../test/render';
import { allowedNextStates } from './next-states';
import { StatusActions } from './status-actions';

beforeAll(stubBrowser);
afterEach(cleanup);

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('allowedNextStates', () => {
  it('offers what the definition allows from the current state', () => {
    expect(allowedNextStates(orders, { status: 'pending' })).toEqual(['confirmed', 'cancelled']);
    expect(allowedNextStates(orders, { status: 'shipped' })).toEqual(['delivered']);
    expect(allowedNextStates(orders, { status: 'refunded' })).toEqual([]);
  });

  it('offers only returned after the third failed delivery attempt', () => {
    const narrow = slotsOf('packages').useNextStates;
    const offered = (record: { status: string; failedAttempts: number }) =>
      narrow?.(record, allowedNextStates(packages, record));
    expect(offered({ status: 'failed_attempt', failedAttempts: 2 })).toEqual([
      'out_for_delivery',
      'returned',
    ]);
    expect(offered({ status: 'failed_attempt', failedAttempts: 3 })).toEqual(['returned']);
  });
});

describe('StatusActions', () => {
  it('shows a button per allowed next state and PATCHes the version with the status', async () => {
    const dataProvider = fakeDataProvider();
    const refresh = vi.fn();
    renderInRefine(
      <StatusActions
        resource={orders}
        record={{ id: 7, version: 4, status: 'pending' }}
        refresh={refresh}
      />,
      { dataProvider },
    );
    await screen.findByRole('button', { name: 'Mark as Confirmed' });
    expect(buttonNames()).toEqual(['Mark as Confirmed', 'Mark as Cancelled']);

    fireEvent.click(screen.getByRole('button', { name: 'Mark as Confirmed' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0]?.[0]).toMatchObject({
      resource: 'orders',
      id: 7,
      variables: { version: 4, status: 'confirmed' },
    });
    await waitFor(() => expect(refresh).toHaveBeenCalled());
  });

  it('offers shipping once the order has a package, delivery once all are delivered', async () => {
    const expectOffered = async (packageStatuses: string[], status: string, want: string[]) => {
      const dataProvider = fakeDataProvider({
        getList: vi.fn(async () => ({
          data: packageStatuses.map((packageStatus, index) => ({
            id: index + 1,
            status: packageStatus,
          })),
          total: packageStatuses.length,
        })),
      });
      renderInRefine(
        <StatusActions
          resource={orders}
          record={{ id: 7, version: 4, status }}
          refresh={() => undefined}
        />,
        { dataProvider },
      );
      await waitFor(() =>
        expect(dataProvider.getList.mock.calls[0]?.[0]).toMatchObject({
          resource: 'packages',
          filters: [{ field: 'orderId', operator: 'eq', value: 7 }],
        }),
      );
      await waitFor(() => expect(buttonNames()).toEqual(want));
      cleanup();
    };
    await expectOffered([], 'confirmed', ['Mark as Cancelled']);
    await expectOffered(['label_created'], 'confirmed', ['Mark as Shipped', 'Mark as Cancelled']);
    await expectOffered(['delivered', 'in_transit'], 'shipped', []);
    await expectOffered(['delivered', 'delivered'], 'shipped', ['Mark as Delivered']);
  });

  it('asks before cancelling', async () => {
    const dataProvider = fakeDataProvider();
    renderInRefine(
      <StatusActions
        resource={orders}
        record={{ id: 7, version: 4, status: 'confirmed' }}
        refresh={() => undefined}
      />,
      { dataProvider },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Cancelled' }));
    expect(dataProvider.update).not.toHaveBeenCalled();
    // The question opens at the end of the page; focus goes to its answer for keyboard users.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Confirm'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0]?.[0]).toMatchObject({
      variables: { version: 4, status: 'cancelled' },
    });
  });

  it('sends the optional tracking note of a package as eventNote', async () => {
    const dataProvider = fakeDataProvider();
    renderInRefine(
      <StatusActions
        resource={packages}
        record={{ id: 3, version: 2, status: 'in_transit' }}
        refresh={() => undefined}
      />,
      { dataProvider },
    );
    await screen.findByRole('button', { name: 'Mark as Out for delivery' });
    expect(buttonNames()).toEqual(['Mark as Out for delivery', 'Mark as Lost']);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Out for delivery' }));
    fireEvent.change(await screen.findByLabelText('Note'), { target: { value: 'Van 4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0]?.[0]).toMatchObject({
      variables: { version: 2, status: 'out_for_delivery', eventNote: 'Van 4' },
    });
  });

  it('shows nothing in a final state or to a role that may not edit', async () => {
    const { unmount } = renderInRefine(
      <StatusActions
        resource={orders}
        record={{ id: 1, version: 1, status: 'cancelled' }}
        refresh={() => undefined}
      />,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(buttonNames()).toEqual([]);
    unmount();

    const can = vi.fn(async () => ({ can: false }));
    renderInRefine(
      <StatusActions
        resource={orders}
        record={{ id: 1, version: 1, status: 'pending' }}
        refresh={() => undefined}
      />,
      { accessControlProvider: { can } },
    );
    await waitFor(() =>
      expect(can).toHaveBeenCalledWith(
        expect.objectContaining({ resource: 'orders', action: 'edit' }),
      ),
    );
    expect(buttonNames()).toEqual([]);
  });
});
