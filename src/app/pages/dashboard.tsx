import { useGetIdentity } from '@refinedev/core';
import { DashboardView } from '../dashboard/dashboard-view';
import { useTranslation } from '../i18n/use-translation';
import type { Identity } from '../providers/identity';

function greetingKey(hour: number) {
  if (hour < 12) return 'dashboard.greeting.morning';
  if (hour < 18) return 'dashboard.greeting.afternoon';
  return 'dashboard.greeting.evening';
}

/** `/`: a greeting over the dashboard of the chosen range (default the last 30 days). */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { data: identity } = useGetIdentity<Identity>();
  const firstName = identity?.name.split(' ')[0];
  return (
    <DashboardView
      greeting={firstName ? t(greetingKey(new Date().getHours()), { name: firstName }) : undefined}
    />
  );
}
