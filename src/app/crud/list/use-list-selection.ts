import type { BaseKey, BaseRecord } from '@refinedev/core';
import { type Key, useState } from 'react';
import { type ResourceDefinition, titleOf } from '../../../resources';
import { movesInBulk } from '../../../resources/bulk-status';
import { usePermissionMap } from '../../components/use-permission-map';
import { useTranslation } from '../../i18n/use-translation';
import type { ResourceSlots } from '../slots';
import { deletable, useViewerId } from '../slots/deletable';

/**
 * A list's selection for its bulk moves and delete: which rows are selected, which of them are on
 * this page, what the role may do with them, and the table's (or the cards') `rowSelection`.
 */
export function useListSelection(
  resource: ResourceDefinition,
  slots: ResourceSlots,
  rows: readonly BaseRecord[],
) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<BaseKey[]>([]);
  // From the role's permission map, which the menu has loaded already. A query of its own
  // (refine's useCan) was answered after the first rows were drawn: the whole table was drawn
  // again and an admin's selection column jumped in.
  const permissions = usePermissionMap()?.[resource.name];
  const canDelete = permissions?.delete === true;
  const canMove = permissions?.edit === true && movesInBulk(resource);
  // Who is signed in, which the header has loaded already: your own account is not offered.
  const viewerId = useViewerId();
  const selectedRows = rows.filter((row) => selected.includes(row.id as BaseKey));
  const selectedDeletable = selectedRows.every((row) => deletable(slots, row, viewerId));
  // A row is offered for the moves, or for a delete its state allows.
  const selectable = (record: BaseRecord) => canMove || deletable(slots, record, viewerId);
  const selection =
    canDelete || canMove
      ? {
          selectedRowKeys: selected,
          onChange: (keys: Key[]) => setSelected(keys as BaseKey[]),
          getCheckboxProps: (record: BaseRecord) => {
            const label = t('crud.list.selectRow', { title: titleOf(resource, record) });
            return { title: label, 'aria-label': label, disabled: !selectable(record) };
          },
        }
      : undefined;
  return {
    selected,
    setSelected,
    selectedRows,
    canMove,
    canDeleteSelected: canDelete && selectedDeletable,
    selection,
  };
}
