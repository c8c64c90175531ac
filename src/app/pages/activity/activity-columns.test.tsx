// @vitest-environment jsdom
import '../../i18n';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../crud/fields/format';
import { setLanguage } from '../../i18n';
import { type ActivityEntry, useActivityColumns } from './activity-columns';

afterEach(cleanup);
afterEach(() => setLanguage('en'));

const at = '2026-11-21T12:30:00.000Z';

/** The cell the "when" column draws for a time. */
function When() {
  const column = useActivityColumns().find((entry) => entry.key === 'at') as {
    render: (value: string, entry: ActivityEntry, index: number) => ReactNode;
  };
  return <p data-testid="when">{column.render(at, {} as ActivityEntry, 0)}</p>;
}

describe("the activity table's times", () => {
  it('read as every table and record page writes them, in the chosen language', async () => {
    render(<When />);
    const cell = () => screen.getByTestId('when').textContent;
    expect(cell()).toBe(formatDateTime(at, 'en'));
    expect(cell()).toMatch(/^Nov 21, 2026, /);
    await act(() => setLanguage('de'));
    expect(cell()).toBe(formatDateTime(at, 'de'));
    expect(cell()).toMatch(/^21\.11\.2026, /);
  });
});

/** The cell column `name` draws for an entry (these columns read the entry, not a value). */
function Cell({ name, entry }: { name: string; entry: ActivityEntry }) {
  const column = useActivityColumns().find((column) => column.key === name) as {
    render: (value: unknown, entry: ActivityEntry, index: number) => ReactNode;
  };
  return <div data-testid={name}>{column.render(undefined, entry, 0)}</div>;
}

describe("the activity table's changes", () => {
  it('are labelled by the fields of the resource the entry is of', () => {
    const entry = {
      resource: 'packages',
      changes: { weightGrams: [500, 750], status: ['in_transit', 'delivered'] },
    } as unknown as ActivityEntry;
    render(<Cell name="changes" entry={entry} />);
    expect(screen.getByText('Weight (g): 500 → 750')).toBeTruthy();
    expect(screen.getByText('Status: In transit → Delivered')).toBeTruthy();
  });
});

describe("the activity table's records", () => {
  it('are named by their titles and link to their pages, and by id when they have none', () => {
    const entry = { resource: 'orders', recordId: '4998' } as ActivityEntry;
    render(<Cell name="record" entry={{ ...entry, recordTitle: 'ORD-004998' }} />);
    expect(screen.getByTestId('record').textContent).toBe('Order ORD-004998');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/orders/show/4998');
    cleanup();
    render(<Cell name="record" entry={{ ...entry, recordTitle: null }} />);
    expect(screen.getByTestId('record').textContent).toBe('Order #4998');
  });

  it('once deleted, keep their names but lead nowhere: their pages are gone', () => {
    const entry = { resource: 'orders', recordId: '4998', recordTitle: 'ORD-004998' };
    render(<Cell name="record" entry={{ ...entry, recordDeleted: true } as ActivityEntry} />);
    expect(screen.getByTestId('record').textContent).toBe('Order ORD-004998');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByTitle('This record has since been deleted')).toBeTruthy();
  });
});
