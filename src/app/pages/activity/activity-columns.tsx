import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { findResource } from '../../../resources';
import { AppLink } from '../../components/app-link';
import { resourceTitle } from '../../components/resource-title';
import { formatDateTime } from '../../crud/fields/format';
import { recordPath } from '../../crud/fields/record-link';
import { useTranslation } from '../../i18n/use-translation';
import { ChangesCell } from './changes-cell';

/** One row of `GET /api/activity`. */
export interface ActivityEntry {
  id: number;
  actorId: number | null;
  actorName: string | null;
  action: string;
  resource: string;
  recordId: string | null;
  /**
   * The record's title (an order's number, a user's name); once it is deleted, the title its
   * deletion recorded.
   */
  recordTitle: string | null;
  /** Whether the record is gone: its page no longer exists. */
  recordDeleted: boolean;
  changes: Record<string, unknown> | null;
  at: string;
  ip: string | null;
}

export const activityActions = [
  'create',
  'update',
  'delete',
  'status',
  'login',
  'login_failed',
  'logout',
  'password',
] as const;

const actionColors: Record<string, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  status: 'purple',
  login: 'cyan',
  login_failed: 'volcano',
  logout: 'default',
  password: 'gold',
};

/** The label of a resource named in the log (`auth` is sign-in, not a resource). */
export function useResourceLabel() {
  const { t } = useTranslation();
  return (resource: string) =>
    findResource(resource)
      ? resourceTitle(t, resource)
      : t(`activity.resources.${resource}`, { defaultValue: resource });
}

/** The activity table's columns: when, who, action, record (linked), changes, IP. */
export function useActivityColumns(): ColumnsType<ActivityEntry> {
  const { t, i18n } = useTranslation();
  const resourceLabel = useResourceLabel();
  return [
    {
      key: 'at',
      title: t('activity.columns.at'),
      dataIndex: 'at',
      width: 180,
      // Written as every table and record page writes a time.
      render: (at: string) => <time dateTime={at}>{formatDateTime(at, i18n.language)}</time>,
    },
    {
      key: 'actor',
      title: t('activity.columns.actor'),
      dataIndex: 'actorName',
      render: (name: string | null) =>
        name ?? <Typography.Text type="secondary">{t('activity.unknownActor')}</Typography.Text>,
    },
    {
      key: 'action',
      title: t('activity.columns.action'),
      dataIndex: 'action',
      render: (action: string) => (
        <Tag color={actionColors[action] ?? 'default'}>
          {t(`activity.actions.${action}`, { defaultValue: action })}
        </Tag>
      ),
    },
    {
      key: 'record',
      title: t('activity.columns.record'),
      render: (_, entry) => {
        const label = resourceLabel(entry.resource);
        // A sign-in's record is its user, already named under "Who".
        if (!entry.recordId || entry.resource === 'auth') return label;
        // One record: "Order ORD-004998" by its title, in refine's singular name of the
        // resource ("Order #4998" when it has none). A deleted record's page is gone: no link.
        const singular = t(`${entry.resource}.${entry.resource}`, { defaultValue: label });
        const named = `${singular} ${entry.recordTitle ?? `#${entry.recordId}`}`;
        if (entry.recordDeleted)
          return (
            <Typography.Text type="secondary" title={t('activity.recordDeleted')}>
              {named}
            </Typography.Text>
          );
        return findResource(entry.resource) ? (
          <AppLink to={recordPath(entry.resource, 'show', entry.recordId)}>{named}</AppLink>
        ) : (
          named
        );
      },
    },
    {
      key: 'changes',
      title: t('activity.columns.changes'),
      render: (_, entry) => (
        <ChangesCell resource={entry.resource} changes={entry.changes} action={entry.action} />
      ),
    },
    {
      key: 'ip',
      title: t('activity.columns.ip'),
      dataIndex: 'ip',
      width: 140,
      render: (ip: string | null) => ip ?? '—',
    },
  ];
}
