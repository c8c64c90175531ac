// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderInRefine, stubBrowser } from '../test/render';
import { BulkDelete } from './bulk-delete';

beforeAll(stubBrowser);
afterEach(cleanup);

describe('BulkDelete', () => {
  it('deletes every row it can, and says how many went and why the others did not', async () => {
    const refusal = {
      statusCode: 422,
      message:
        'Package PKG-AAAAAAAAAA has left the warehouse: only a package whose label is unused can be deleted',
    };
    const dataProvider = fakeDataProvider({
      deleteOne: vi.fn(async ({ id }: { id: number }) => {
        if (id === 2) throw refusal;
        return { data: { id } };
      }),
    });
    const notificationProvider = { open: vi.fn(), close: vi.fn() };
    const onDone = vi.fn();
    renderInRefine(<BulkDelete resource="packages" ids={[1, 2, 3]} onDone={onDone} />, {
      dataProvider,
      notificationProvider,
    });
    fireEvent.click(screen.getByRole('button', { name: /Delete 3/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(dataProvider.deleteOne).toHaveBeenCalledTimes(3);
    expect(notificationProvider.open).toHaveBeenCalledTimes(1);
    expect(notificationProvider.open).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        description: '2 of 3 deleted',
        message: refusal.message,
      }),
    );
  });
});
