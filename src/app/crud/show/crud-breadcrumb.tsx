import { Breadcrumb } from 'antd';
import { AppLink } from '../../components/app-link';
import { useTranslation } from '../../i18n/use-translation';

/** "Orders / ORD-000123": back to the list, then where we are. */
export function CrudBreadcrumb({ resource, current }: { resource: string; current?: string }) {
  const { t } = useTranslation();
  return (
    <Breadcrumb
      items={[
        {
          key: 'list',
          title: <AppLink to={`/${resource}`}>{t(`resources.${resource}.title`)}</AppLink>,
        },
        ...(current ? [{ key: 'current', title: current }] : []),
      ]}
    />
  );
}
