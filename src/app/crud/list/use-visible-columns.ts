import type { BaseRecord } from '@refinedev/core';
import type { ColumnsType } from 'antd/es/table';
import { useLocation } from 'react-router';
import { columnsIn } from './list-url';

/** The row actions' column, which stays last and is never hidden. */
export const actionsKey = 'actions';

/** The list's columns as its URL's `columns=` shows and orders them; all of them without it. */
export function useVisibleColumns(columns: ColumnsType<BaseRecord>): ColumnsType<BaseRecord> {
  const { search } = useLocation();
  const byKey = new Map(columns.map((column) => [String(column.key), column]));
  const visible = columnsIn(
    search,
    [...byKey.keys()].filter((key) => key !== actionsKey),
  );
  if (!visible) return columns;
  const actions = byKey.get(actionsKey);
  return [...visible.flatMap((key) => byKey.get(key) ?? []), ...(actions ? [actions] : [])];
}
