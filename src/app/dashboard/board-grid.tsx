import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Panel } from '../components/panel';

/**
 * The dashboard's rows of panels: antd's Row and Col as the dashboard uses them (a 16 px gutter,
 * each panel full width below antd's xl breakpoint, `xl` of 24 columns from it), on CSS grid
 * (global.css) instead of antd's Grid, which brought its breakpoint observer into the first screen
 * (`npm run bench:web -- --by-package` shows its weight). Panels in a row share its height.
 */
export function BoardRow({ children }: { children: ReactNode }) {
  return <div className="board-row">{children}</div>;
}

/** The widths a panel takes on a wide screen, of 24 columns (global.css has a rule for each). */
export type BoardSpan = 8 | 12 | 16;

/** A panel's place in a `BoardRow`: full width, or `xl` of 24 columns on a wide screen. */
export function BoardCol({ xl, children }: { xl: BoardSpan; children: ReactNode }) {
  return <div className={`board-col board-col-xl-${xl}`}>{children}</div>;
}

/** A row of skeleton panels of these spans and height, where panels are still loading. */
export const skeletonRow = (spans: readonly BoardSpan[], height: number) => (
  <BoardRow key={spans.join()}>
    {spans.map((span, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
      <BoardCol key={index} xl={span}>
        <Panel>
          <Skeleton.Node active style={{ width: '100%', height }} />
        </Panel>
      </BoardCol>
    ))}
  </BoardRow>
);
