import { useLink } from '@refinedev/core';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';

/** "Orders / ORD-000123": back to the list, then where we are. */
export function CrudBreadcrumb({ resource, current }: { resource: string; current?: string }) {
  const { t } = useTranslation();
  const Link = useLink();
  return (
    <Breadcrumb
      items={[
        { key: 'list', title: <Link to={`/${resource}`}>{t(`resources.${resource}.title`)}</Link> },
        ...(current ? [{ key: 'current', title: current }] : []),
      ]}
    />
  );
}
