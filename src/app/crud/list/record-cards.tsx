import type { BaseKey, BaseRecord } from '@refinedev/core';
import { Card, Checkbox } from 'antd';
import type { TableRowSelection } from 'antd/es/table/interface';
import { type Key, useMemo } from 'react';
import { offers, type ResourceDefinition, titleOf } from '../../../resources';
import { Text } from '../../components/text';
import { FieldValue } from '../fields/field-value';
import { useLabels } from '../fields/labels';
import { cardLayoutOf } from './card-fields';
import { rowActionsOf } from './row-actions';
import './record-cards.css';

/** Figures that rarely fit half a phone's width take the card's whole width. */
const wideTypes = new Set(['email', 'phone', 'text']);

interface RecordCardsProps {
  resource: ResourceDefinition;
  rows: readonly BaseRecord[];
  /** The table's own selection (resource-list.tsx), so a card offers what its row would. */
  selection?: TableRowSelection<BaseRecord>;
}

/** A list's rows as cards: the title, status, key figures (`card` fields) and the row's actions. */
export function RecordCards({ resource, rows, selection }: RecordCardsProps) {
  const { t, field } = useLabels(resource.name);
  const layout = useMemo(() => cardLayoutOf(resource), [resource]);
  const rowActions = useMemo(
    () => rowActionsOf(resource.name, offers(resource, 'edit')),
    [resource],
  );
  const labels = { show: t('buttons.show'), edit: t('buttons.edit') };
  return (
    <ul className="record-cards" aria-label={t(`resources.${resource.name}.title`)}>
      {rows.map((record) => (
        <li key={String(record.id)}>
          <Card size="small">
            <div className="record-card-head">
              {selection ? <SelectBox record={record} selection={selection} /> : null}
              <span className="record-card-title">
                <FieldValue resource={resource} name={layout.title} record={record} />
              </span>
              {layout.status ? (
                <FieldValue resource={resource} name={layout.status} record={record} />
              ) : null}
            </div>
            <dl className="record-card-figures">
              {layout.figures.map((name) => (
                <div
                  key={name}
                  className={wideTypes.has(resource.fields[name]?.type ?? '') ? 'wide' : undefined}
                >
                  <dt>
                    <Text type="secondary">{field(name)}</Text>
                  </dt>
                  <dd>
                    <FieldValue resource={resource} name={name} record={record} />
                  </dd>
                </div>
              ))}
            </dl>
            <div className="record-card-actions">
              {rowActions(record.id ?? '', titleOf(resource, record), labels)}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function SelectBox({
  record,
  selection,
}: {
  record: BaseRecord;
  selection: TableRowSelection<BaseRecord>;
}) {
  const id = record.id as BaseKey;
  const keys = (selection.selectedRowKeys ?? []) as Key[];
  return (
    <Checkbox
      {...selection.getCheckboxProps?.(record)}
      checked={keys.includes(id)}
      onChange={(event) =>
        selection.onChange?.(
          event.target.checked ? [...keys, id] : keys.filter((key) => key !== id),
          [],
          { type: 'single' },
        )
      }
    />
  );
}
