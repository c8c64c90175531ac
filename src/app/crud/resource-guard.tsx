import { CanAccess } from '@refinedev/core';
import { lazy, type ReactNode } from 'react';
import type { Action } from '../../resources';
import { useTranslation } from '../i18n/use-translation';

// Loaded only when shown: antd's Result and its illustrations stay off the first screens.
const Forbidden = lazy(() =>
  import('../pages/forbidden').then((page) => ({ default: page.Forbidden })),
);

/** Shows a generated page only to a role that may use it; a direct visit otherwise gets a polite 403. */
export function ResourceGuard({
  resource,
  action,
  children,
}: {
  resource: string;
  action: Exclude<Action, 'delete'>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <CanAccess
      resource={resource}
      action={action}
      fallback={
        <Forbidden
          reason={t('forbidden.resource', {
            action: t(`forbidden.actions.${action}`),
            resource: t(`resources.${resource}.plural`),
          })}
        />
      }
    >
      {children}
    </CanAccess>
  );
}
