import { type BaseKey, type BaseRecord, useList } from '@refinedev/core';
import { Empty, Table, Typography } from 'antd';
import type { ResourceDefinition } from '../../../resources';
import { AppLink } from '../../components/app-link';
import { useTranslation } from '../../i18n/use-translation';
import { FieldValue } from '../fields/field-value';
import { useLabels } from '../fields/labels';
import { relatedPage } from './record-lists';

interface RelatedRecordsProps {
  /** The resource listed, e.g. packages of an order. */
  resource: ResourceDefinition;
  /** The field that points back, e.g. `orderId`. */
  field: string;
  value: BaseKey;
  columns: readonly string[];
  /** How many records it asks for, when the page reads more of them than it shows (10). */
  size?: number;
}

/** The most records the table shows; a link leads to the rest in the list. */
const shown = 10;

/** A small table of the records that point at this one, with a link to all of them in the list. */
export function RelatedRecords({
  resource,
  field,
  value,
  columns,
  size = shown,
}: RelatedRecordsProps) {
  const { t } = useTranslation();
  const labels = useLabels(resource.name);
  const { result, query } = useList<BaseRecord>(relatedPage(resource, field, value, size));
  const rows = result.data.slice(0, shown);
  const total = result.total ?? 0;
  const listUrl = `/${resource.name}?filters[0][field]=${field}&filters[0][operator]=eq&filters[0][value]=${encodeURIComponent(String(value))}`;
  return (
    <>
      <Table<BaseRecord>
        size="small"
        rowKey="id"
        loading={query.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('crud.list.none', { name: t(`resources.${resource.name}.plural`) })}
            />
          ),
        }}
        columns={columns.map((name) => ({
          key: name,
          title: labels.field(name),
          render: (_value: unknown, record: BaseRecord) => (
            <FieldValue resource={resource} name={name} record={record} />
          ),
        }))}
      />
      {total > rows.length ? (
        <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
          <AppLink to={listUrl}>{t('crud.show.allRelated', { count: total })}</AppLink>
        </Typography.Paragraph>
      ) : null}
    </>
  );
}
