import { Spin } from 'antd';
import { type ComponentProps, Suspense, useEffect } from 'react';
import { lazyComponent } from '../../lib/lazy';
import { runWhenIdle } from '../../lib/when-idle';

/**
 * The column filters in their own chunk: a list draws none until a filter opens, and their inputs
 * (the date range picker with dayjs, the number inputs, the multiple select) weigh heavily on the
 * list's first screen (`npm run bench:web -- --by-package`). `useColumnFilterPreload` fetches
 * it once the list has settled, so a filter usually opens at once.
 */
export const ColumnFilterPage = lazyComponent(() =>
  import('./column-filter').then((module) => module.ColumnFilter),
);

export function LazyColumnFilter(props: ComponentProps<typeof ColumnFilterPage>) {
  return (
    <Suspense fallback={<Spin size="small" style={{ display: 'block', margin: 16 }} />}>
      <ColumnFilterPage {...props} />
    </Suspense>
  );
}

/** Fetches the column filters once the list has settled and the browser is idle. */
export function useColumnFilterPreload(wanted: boolean) {
  useEffect(() => {
    if (!wanted) return;
    return runWhenIdle(() => void ColumnFilterPage.preload().catch(() => undefined), 1000);
  }, [wanted]);
}
