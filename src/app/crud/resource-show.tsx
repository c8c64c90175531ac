import { Show } from '@refinedev/antd';
import { type BaseRecord, useResourceParams, useShow } from '@refinedev/core';
import { Flex, Skeleton, Tabs } from 'antd';
import { Suspense } from 'react';
import { offers, type ResourceDefinition, writtenByAnyone } from '../../resources';
import { useTranslation } from '../i18n/use-translation';
import { recordPageButtons } from './button-icons';
import { EnumTag } from './fields/enum-tag';
import { useRecordTitle } from './fields/record-title';
import { CrudBreadcrumb } from './show/crud-breadcrumb';
import { DetailGroups } from './show/detail-groups';
import { HistoryTab } from './show/history-tab';
import { useListedRecord } from './show/listed-record';
import { PageTitle } from './show/page-title';
import { useRecordPageList } from './show/record-lists';
import { RecordReadFailure } from './show/record-read-failure';
import { useSlots } from './slots';
import { useDeletableOnPage } from './slots/deletable';
import { StatusActions } from './status/status-actions';

/** The generated show page: every field in groups, the resource's own parts, status buttons, and the history of a resource people write. */
export default function ResourceShow({ resource }: { resource: ResourceDefinition }) {
  const { t } = useTranslation();
  const slots = useSlots(resource.name);
  const { id } = useResourceParams({ resource: resource.name });
  const { query, result: record } = useShow<BaseRecord>({
    resource: resource.name,
    queryOptions: { placeholderData: useListedRecord(resource.name, id) },
  });
  useRecordPageList(resource.name, id);
  // A list's row stands in until the record comes; moving its status waits for the record's
  // own version.
  const current = record && !query.isPlaceholderData ? record : undefined;
  const refresh = () => void query.refetch();
  const title = useRecordTitle(resource, record);
  const deletableHere = useDeletableOnPage(slots, current);
  const Status = slots.statusActions ?? StatusActions;
  const Extra = slots.showExtra;
  const History = slots.history;
  const status = record && resource.fields.status?.type === 'enum' ? record.status : undefined;
  // The history is what people did to the record; a resource nobody writes (a day of the stats,
  // worked out from the orders) would only ever show an empty one, so it shows its details alone.
  const written = writtenByAnyone(resource);
  const details = record && (
    <Flex vertical gap={16}>
      <DetailGroups
        resource={resource}
        record={record}
        hidden={slots.hiddenOnShow}
        only={['main', 'address']}
      />
      {Extra ? (
        <Suspense fallback={<Skeleton active />}>
          <Extra resource={resource} record={record} refresh={refresh} />
        </Suspense>
      ) : null}
      <DetailGroups
        resource={resource}
        record={record}
        hidden={slots.hiddenOnShow}
        only={['record']}
      />
    </Flex>
  );

  return (
    <Show
      resource={resource.name}
      isLoading={query.isLoading}
      title={
        <PageTitle
          extra={
            typeof status === 'string' ? (
              <EnumTag resource={resource.name} field="status" value={status} />
            ) : null
          }
        >
          {title || t(`resources.${resource.name}.title`)}
        </PageTitle>
      }
      breadcrumb={<CrudBreadcrumb resource={resource.name} current={title} />}
      // A record that is not there (deleted) offers nothing to do; one its state or its related
      // records keep, no Delete.
      canEdit={offers(resource, 'edit') && !query.isError}
      canDelete={query.isError || !deletableHere ? false : undefined}
      {...recordPageButtons}
      headerButtons={({ defaultButtons }) => (
        <>
          {current && resource.transitions ? (
            // The resource's own parts load with the page (routes/pages.tsx); should one not be
            // there yet, the page still draws, without it for that moment.
            <Suspense fallback={null}>
              <Status resource={resource} record={current} refresh={refresh} />
            </Suspense>
          ) : null}
          {defaultButtons}
        </>
      )}
    >
      {record ? (
        written ? (
          <Tabs
            items={[
              { key: 'details', label: t('crud.show.details'), children: details },
              {
                key: 'history',
                label: t('crud.show.history'),
                children: History ? (
                  <Suspense fallback={<Skeleton active />}>
                    <History resource={resource} record={record} refresh={refresh} />
                  </Suspense>
                ) : (
                  <HistoryTab resource={resource} id={record.id ?? ''} record={record} />
                ),
              },
            ]}
          />
        ) : (
          details
        )
      ) : query.isError ? (
        <RecordReadFailure error={query.error} />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </Show>
  );
}
