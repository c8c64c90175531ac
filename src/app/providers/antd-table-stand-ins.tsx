/**
 * antd's Table imports its Tree and Radio for two things our lists never draw: filter menus
 * built from a column's `filters` (the tree mode, and radios for a single choice; our columns
 * bring their own `filterDropdown`) and single-row selection (ours selects with checkboxes).
 * Imported there, rc-tree's component and antd's tree and radio styles came with every list.
 * `vite.config.ts` points those imports here: the same components, loaded when first drawn.
 */
import type { RadioProps } from 'antd';
import type AntdTree from 'antd/es/tree';
import { type ComponentProps, lazy, Suspense } from 'react';

const Tree = lazy(() => import('antd/es/tree'));
const Radio = lazy(() => import('antd/es/radio'));

export function LazyTree(props: ComponentProps<typeof AntdTree>) {
  return (
    <Suspense fallback={null}>
      <Tree {...props} />
    </Suspense>
  );
}

export function LazyRadio(props: RadioProps) {
  return (
    <Suspense fallback={null}>
      <Radio {...props} />
    </Suspense>
  );
}
