import { type BaseKey, type BaseRecord, useList } from '@refinedev/core';
import { Empty, Table, Typography } from 'antd';
import { AppLink } from '../../components/app-link';
import { useTranslation } from '../../i18n/use-translation';
import { FieldValue } from '../fields/field-value';
import { useLabels } from '../fields/labels';
import { type RelatedList, relatedPage } from './record-lists';

interface RelatedRecordsProps {
  /** The records listed, e.g. the packages of an order, and how many are asked for. */
  list: RelatedList;
  /** The id of the record they point at. */
  value: BaseKey;
  columns: readonly string[];
}

/** The most records the table shows; a link leads to the rest in the list. */
const shown = 10;

/** A small table of the records that point at this one, with a link to all of them in the list. */
export function RelatedRecords({ list, value, columns }: RelatedRecordsProps) {
  const { resource, field } = list;
  const { t } = useTranslation();
  const labels = useLabels(resource.name);
  const { result, query } = useList<BaseRecord>(relatedPage(list, value));
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
        // On a phone the columns scroll rather than run off the card out of reach.
        scroll={{ x: 'max-content' }}
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
