import type { OrderNote } from '../../../resources/order-notes';
import type { ActivityEntry } from '../../crud/show/history-entry';

/** One moment of an order's history: a note, or a change (its status moves included). */
export type OrderTimelineEntry =
  | { kind: 'note'; key: string; at: string; note: OrderNote }
  | { kind: 'activity'; key: string; at: string; entry: ActivityEntry };

/**
 * An order's notes and activity in one timeline, newest first (SPEC §11). At the same moment a
 * note follows the change it was written about, as each came later.
 */
export function orderTimeline(
  notes: readonly OrderNote[],
  activity: readonly ActivityEntry[],
): OrderTimelineEntry[] {
  const entries: OrderTimelineEntry[] = [
    ...notes.map((note) => ({
      kind: 'note' as const,
      key: `n${note.id}`,
      at: note.createdAt,
      note,
    })),
    ...activity.map((entry) => ({
      kind: 'activity' as const,
      key: `a${entry.id}`,
      at: entry.at,
      entry,
    })),
  ];
  const rank = (entry: OrderTimelineEntry) =>
    entry.kind === 'note' ? entry.note.id : entry.entry.id;
  return entries.sort(
    (a, b) =>
      Date.parse(b.at) - Date.parse(a.at) ||
      (a.kind === b.kind ? rank(b) - rank(a) : a.kind === 'note' ? -1 : 1),
  );
}
