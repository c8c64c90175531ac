// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../../resources';
import { fakeDataProvider, renderInRefine, stubBrowser } from '../../crud/test/render';
import { OrderHistory } from './order-history';

beforeAll(stubBrowser);
afterEach(cleanup);

const noteOf = (id: number, text: string, createdAt: string) => ({
  id,
  orderId: 7,
  authorId: 2,
  authorName: 'Olga Operator',
  text,
  createdAt,
});

/** A provider with the order's notes (`custom` GET, one more after a POST) and its activity. */
function provider() {
  const notes = [noteOf(1, 'Customer called', '2026-03-02T10:00:00.000Z')];
  const custom = vi.fn(async ({ method, payload }: { method: string; payload?: unknown }) => {
    if (method === 'post') {
      const added = noteOf(2, (payload as { text: string }).text, '2026-03-05T10:00:00.000Z');
      notes.push(added);
      return { data: added };
    }
    return { data: [...notes] };
  });
  const activity = [
    {
      id: 11,
      actorId: 2,
      actorName: 'Olga Operator',
      action: 'status',
      changes: {},
      at: '2026-03-03T08:00:00.000Z',
    },
    {
      id: 10,
      actorId: 1,
      actorName: 'Ada Admin',
      action: 'create',
      changes: {},
      at: '2026-03-01T08:00:00.000Z',
    },
  ];
  const getList = vi.fn(async () => ({ data: activity, total: activity.length }));
  return fakeDataProvider({ custom, getList });
}

const order = { id: 7, version: 3, status: 'confirmed' };
const timelineTexts = () => screen.getAllByRole('listitem').map((item) => item.textContent ?? '');

describe('OrderHistory', () => {
  it('shows notes and changes in one timeline, newest first, and adds a note', async () => {
    const dataProvider = provider();
    renderInRefine(<OrderHistory resource={orders} record={order} refresh={() => undefined} />, {
      dataProvider,
    });
    await screen.findByText('Customer called');
    const texts = timelineTexts();
    expect(texts.findIndex((text) => text.includes('Status changed'))).toBeLessThan(
      texts.findIndex((text) => text.includes('Customer called')),
    );
    expect(texts.findIndex((text) => text.includes('Customer called'))).toBeLessThan(
      texts.findIndex((text) => text.includes('Created')),
    );

    fireEvent.change(screen.getByLabelText('New note'), { target: { value: '  Gift wrap  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(dataProvider.custom).toHaveBeenCalledTimes(3), { timeout: 3000 });
    expect(await screen.findByText('Gift wrap')).toBeTruthy();
    expect(dataProvider.custom).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'post', payload: { text: 'Gift wrap' } }),
    );
    const first = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByText('Gift wrap')).toBeTruthy();
  });

  it('offers no note form to a role that may not edit orders', async () => {
    renderInRefine(<OrderHistory resource={orders} record={order} refresh={() => undefined} />, {
      dataProvider: provider(),
      accessControlProvider: { can: async () => ({ can: false }) },
    });
    await screen.findByText('Customer called');
    expect(screen.queryByRole('button', { name: 'Add note' })).toBeNull();
  });
});
