// @vitest-environment jsdom
import type { BaseKey } from '@refinedev/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderInRefine, stubBrowser } from '../test/render';
import { BulkDelete, refusalLines } from './bulk-delete';

beforeAll(stubBrowser);
afterEach(cleanup);

const hasOrders = 'This customer has orders; disable the account instead';
const more = (names: string, count: number) => `${names} and ${count} more`;

/** Draws a bulk delete of `ids` whose provider refuses `refusals` (id → message); clicks it through. */
async function deleteSelected(ids: number[], refusals: Record<number, string>, titles: string[]) {
  const dataProvider = fakeDataProvider({
    deleteOne: vi.fn(async ({ id }: { id: number }) => {
      const message = refusals[id];
      if (message) throw { statusCode: 422, message };
      return { data: { id } };
    }),
  });
  const notificationProvider = { open: vi.fn(), close: vi.fn() };
  const onDone = vi.fn();
  const titleOf = (id: BaseKey) => titles[Number(id) - 1] ?? String(id);
  renderInRefine(<BulkDelete resource="users" ids={ids} titleOf={titleOf} onDone={onDone} />, {
    dataProvider,
    notificationProvider,
  });
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`Delete ${ids.length}`) }));
  // Nothing is sent while the undo notice runs.
  expect(notificationProvider.open.mock.calls[0]?.[0]).toMatchObject({ type: 'progress' });
  expect(dataProvider.deleteOne).not.toHaveBeenCalled();
  await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 9000 });
  expect(dataProvider.deleteOne).toHaveBeenCalledTimes(ids.length);
  expect(notificationProvider.open).toHaveBeenCalledTimes(2);
  return {
    notice: notificationProvider.open.mock.calls[1]?.[0],
    refused: onDone.mock.calls[0]?.[0],
  };
}

describe('BulkDelete', () => {
  it('deletes every row it can, says how many went, and names the rows that stayed and why', async () => {
    const { notice, refused } = await deleteSelected([1, 2, 3, 4], { 2: hasOrders, 4: hasOrders }, [
      'Ann Lee',
      'Bo Chan',
      'Cy Dee',
      'Di Fox',
    ]);
    expect(notice).toMatchObject({
      type: 'error',
      description: '2 of 4 deleted',
      message: `Bo Chan, Di Fox: ${hasOrders}`,
    });
    // The refused rows stay selected; the deleted ones do not.
    expect(refused).toEqual([2, 4]);
  });

  it('says only how many went when every row went', async () => {
    const { notice, refused } = await deleteSelected([1, 2], {}, ['Ann Lee', 'Bo Chan']);
    expect(notice).toMatchObject({ type: 'success', description: '2 of 2 deleted', message: '' });
    expect(refused).toEqual([]);
  });
});

describe('BulkDelete undone', () => {
  it('sends nothing when Undo is pressed in its notice, and keeps every row selected', async () => {
    const dataProvider = fakeDataProvider({ deleteOne: vi.fn(async () => ({ data: {} })) });
    const notificationProvider = { open: vi.fn(), close: vi.fn() };
    const onDone = vi.fn();
    renderInRefine(<BulkDelete resource="users" ids={[1, 2]} titleOf={String} onDone={onDone} />, {
      dataProvider,
      notificationProvider,
    });
    fireEvent.click(screen.getByRole('button', { name: /Delete 2/ }));
    const notice = notificationProvider.open.mock.calls[0]?.[0];
    expect(notice).toMatchObject({ type: 'progress', message: 'Deleting 2 records…' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    notice.cancelMutation();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith([1, 2]));
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(dataProvider.deleteOne).not.toHaveBeenCalled();
    expect(notificationProvider.open.mock.calls.at(-1)?.[0]).toMatchObject({
      description: 'Nothing was deleted',
    });
  }, 20_000);
});

describe('refusalLines', () => {
  it('gives each reason one line naming its rows, in the order they were selected', () => {
    const left =
      'Package PKG-AAAAAAAAAA has left the warehouse: only a package whose label is unused can be deleted';
    expect(
      refusalLines(
        [
          { title: 'Bo Chan', message: hasOrders },
          { title: 'PKG-AAAAAAAAAA', message: left },
          { title: 'Di Fox', message: hasOrders },
        ],
        more,
      ),
    ).toEqual([`Bo Chan, Di Fox: ${hasOrders}`, left]);
  });

  it('only names the rows refused without a reason', () => {
    expect(
      refusalLines(
        [
          { title: 'Bo Chan', message: '' },
          { title: 'Di Fox', message: '' },
        ],
        more,
      ),
    ).toEqual(['Bo Chan, Di Fox']);
  });

  it('names three rows for one reason and counts the rest', () => {
    const refusals = ['A', 'B', 'C', 'D', 'E'].map((title) => ({ title, message: hasOrders }));
    expect(refusalLines(refusals, more)).toEqual([`A, B, C and 2 more: ${hasOrders}`]);
  });
});
