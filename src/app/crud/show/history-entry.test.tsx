// @vitest-environment jsdom
import '../../i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../../resources';
import { anOrder } from '../test/records';
import { stubBrowser } from '../test/render';
import { HistoryEntry } from './history-entry';

beforeAll(stubBrowser);
afterEach(cleanup);

describe("a record's history", () => {
  it('names each changed field by its label and its values as the lists write them', () => {
    const entry = {
      id: 1,
      actorId: 1,
      actorName: 'Ada Admin',
      action: 'status',
      changes: {
        status: ['pending', 'confirmed'] as [unknown, unknown],
        postalCode: ['04109', '04103'] as [unknown, unknown],
      },
      at: '2026-03-01T10:00:00.000Z',
    };
    render(<HistoryEntry resource={orders} entry={entry} record={anOrder({ id: 7 })} />);
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual(['Status: Pending → Confirmed', 'Postal code: 04109 → 04103']);
  });

  it('names a new customer once, by name, and a new password without any value', () => {
    const entry = (changes: Record<string, [unknown, unknown]>) => ({
      id: 2,
      actorId: 1,
      actorName: 'Ada Admin',
      action: 'update',
      changes,
      at: '2026-03-02T10:00:00.000Z',
    });
    render(
      <HistoryEntry
        resource={orders}
        entry={entry({ customerId: [11, 12], customerName: ['Anna Schmidt', 'Ben Weber'] })}
        record={anOrder({ id: 7, customerId: 12, customerName: 'Ben Weber' })}
      />,
    );
    render(
      <HistoryEntry
        resource={users}
        entry={entry({ password: ['(hidden)', '(changed)'] })}
        record={{ id: 3, name: 'Olga Operator', role: 'operator' }}
      />,
    );
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual(['Customer: Anna Schmidt → Ben Weber', 'Password: changed']);
  });
});
