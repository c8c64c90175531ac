import { Progress, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Panel } from '../components/panel';
import { Text } from '../components/text';

export interface BarListRow {
  key: string;
  label: ReactNode;
  /** The row's numbers, at the line's end. */
  figures: ReactNode;
  /** How long its bar is, 0–100. */
  percent: number;
}

/**
 * A titled panel of ranked rows, each a line of label and figures over a bar (the top cities, the
 * carriers' deliveries on time); a skeleton until `rows` come, `empty` when there are none.
 */
export function BarList({
  title,
  rows,
  empty,
}: {
  title: ReactNode;
  rows: readonly BarListRow[] | undefined;
  empty: string;
}) {
  return (
    <Panel title={title} style={{ height: '100%' }}>
      {!rows ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        <Text type="secondary">{empty}</Text>
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {rows.map((row) => (
            <li key={row.key}>
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                <Text>{row.label}</Text>
                {/* The figures stay on one line; a long label wraps instead. */}
                <Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {row.figures}
                </Text>
              </div>
              <Progress
                percent={row.percent}
                showInfo={false}
                // A bar stays the theme's colour at full length (the top row), not antd's green of
                // success.
                status="normal"
                size="small"
                aria-hidden
              />
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
