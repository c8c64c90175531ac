import { CanAccess } from '@refinedev/core';
import { PageHeading } from '../components/page-heading';
import { useTranslation } from '../i18n/use-translation';
import { ActivityTable } from './activity/activity-table';
import { Forbidden } from './forbidden';

/** `/activity`: the activity log, for admins; everyone else is told politely that it is not for them. */
export default function ActivityPage() {
  const { t } = useTranslation();
  return (
    <CanAccess
      resource="activity"
      action="list"
      fallback={<Forbidden reason={t('activity.notAllowed')} />}
    >
      <PageHeading title={t('activity.title')} subtitle={t('activity.subtitle')} />
      <ActivityTable />
    </CanAccess>
  );
}
