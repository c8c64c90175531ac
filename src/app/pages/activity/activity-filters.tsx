import { type CrudFilter, getDefaultFilter, useList } from '@refinedev/core';
import { DatePicker, Flex, Select } from 'antd';
import dayjs from 'dayjs';
import { resources } from '../../../resources';
import { staffRoles } from '../../../resources/define';
import { dateRangeFilter } from '../../crud/list/filters';
import { useTranslation } from '../../i18n/use-translation';
import { activityActions, useResourceLabel } from './activity-columns';

const loggedResources = [...resources.map((resource) => resource.name), 'auth'];

/** The staff who can act in the log, by name (customers cannot sign in, so do nothing there). */
function useStaffOptions() {
  const { result } = useList<{ id: number; name: string }>({
    resource: 'users',
    filters: [{ field: 'role', operator: 'in', value: [...staffRoles] }],
    sorters: [{ field: 'name', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: 100 },
    errorNotification: false,
  });
  return result.data.map((user) => ({ value: user.id, label: user.name }));
}

/** The log's filters: person, action, resource and the days the entries fall on. */
export function ActivityFilters({
  filters,
  onChange,
}: {
  filters: CrudFilter[];
  onChange: (filters: CrudFilter[]) => void;
}) {
  const { t } = useTranslation();
  const resourceLabel = useResourceLabel();
  const staff = useStaffOptions();
  const value = (field: string, operator: 'eq' | 'gte' | 'lte' = 'eq') =>
    getDefaultFilter(field, filters, operator);
  const filterBy = (field: 'resource' | 'action' | 'actorId', chosen: unknown) =>
    onChange([{ field, operator: 'eq', value: chosen }]);
  const from = value('at', 'gte');
  const to = value('at', 'lte');
  return (
    <Flex wrap gap={12} style={{ padding: 16 }}>
      <Select<number>
        allowClear
        showSearch
        optionFilterProp="label"
        aria-label={t('activity.filterActor')}
        placeholder={t('activity.allActors')}
        style={{ minWidth: 200 }}
        value={value('actorId') === undefined ? undefined : Number(value('actorId'))}
        onChange={(chosen) => filterBy('actorId', chosen)}
        options={staff}
      />
      <Select<string>
        allowClear
        aria-label={t('activity.filterAction')}
        placeholder={t('activity.allActions')}
        style={{ minWidth: 200 }}
        value={value('action')}
        onChange={(chosen) => filterBy('action', chosen)}
        options={activityActions.map((action) => ({
          value: action,
          label: t(`activity.actions.${action}`),
        }))}
      />
      <Select<string>
        allowClear
        aria-label={t('activity.filterResource')}
        placeholder={t('activity.allResources')}
        style={{ minWidth: 200 }}
        value={value('resource')}
        onChange={(chosen) => filterBy('resource', chosen)}
        options={loggedResources.map((name) => ({ value: name, label: resourceLabel(name) }))}
      />
      <DatePicker.RangePicker
        aria-label={t('activity.filterAt')}
        allowEmpty={[true, true]}
        value={[from ? dayjs(String(from)) : null, to ? dayjs(String(to)) : null]}
        onChange={(range) => onChange(dateRangeFilter('at', 'datetime', range))}
      />
    </Flex>
  );
}
