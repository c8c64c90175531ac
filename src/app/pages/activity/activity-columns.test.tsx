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

/** The cell the "changes" column draws for an entry. */
function Changes({ entry }: { entry: ActivityEntry }) {
  const column = useActivityColumns().find((column) => column.key === 'changes') as {
    render: (value: unknown, entry: ActivityEntry, index: number) => ReactNode;
  };
  return <div>{column.render(entry.changes, entry, 0)}</div>;
}

describe("the activity table's changes", () => {
  it('are labelled by the fields of the resource the entry is of', () => {
    const entry = {
      resource: 'packages',
      changes: { weightGrams: [500, 750], status: ['in_transit', 'delivered'] },
    } as unknown as ActivityEntry;
    render(<Changes entry={entry} />);
    expect(screen.getByText('Weight (g): 500 → 750')).toBeTruthy();
    expect(screen.getByText('Status: In transit → Delivered')).toBeTruthy();
  });
});
