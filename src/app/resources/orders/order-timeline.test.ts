import { describe, expect, it } from 'vitest';
import type { OrderNote } from '../../../resources/order-notes';
import type { ActivityEntry } from '../../crud/show/history-entry';
import { orderTimeline } from './order-timeline';

const note = (id: number, createdAt: string): OrderNote => ({
  id,
  orderId: 7,
  authorId: 2,
  authorName: 'Olga Operator',
  text: `note ${id}`,
  createdAt,
});
const change = (id: number, action: string, at: string): ActivityEntry => ({
  id,
  actorId: 2,
  actorName: 'Olga Operator',
  action,
  changes: {},
  at,
});

describe('orderTimeline', () => {
  it('merges notes and changes by time, newest first', () => {
    const merged = orderTimeline(
      [note(1, '2026-03-01T10:00:00.000Z'), note(2, '2026-03-03T09:00:00.000Z')],
      [
        change(12, 'status', '2026-03-04T08:00:00.000Z'),
        change(11, 'update', '2026-03-02T08:00:00.000Z'),
        change(10, 'create', '2026-02-28T08:00:00.000Z'),
      ],
    );
    expect(merged.map((entry) => entry.key)).toEqual(['a12', 'n2', 'a11', 'n1', 'a10']);
  });

  it('puts a note after the change of the same moment, and reads any offset', () => {
    const merged = orderTimeline(
      [note(3, '2026-03-01T11:00:00+01:00'), note(4, '2026-03-01T10:00:00.000Z')],
      [change(20, 'status', '2026-03-01T10:00:00.000Z')],
    );
    expect(merged.map((entry) => entry.key)).toEqual(['n4', 'n3', 'a20']);
  });

  it('is empty without either', () => {
    expect(orderTimeline([], [])).toEqual([]);
  });
});
