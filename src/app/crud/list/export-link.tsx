import type { CrudFilter } from '@refinedev/core';
import { Button } from 'antd';
import { Download } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { apiUrl } from '../../providers/config';
import { exportUrl } from './filters';

/** Downloads the CSV of every row matching the list's current filters (the session cookie goes along). */
export function ExportLink({
  resource,
  filters,
}: {
  resource: string;
  filters: readonly CrudFilter[];
}) {
  const { t } = useTranslation();
  return (
    <Button
      href={exportUrl(apiUrl, resource, filters)}
      download
      icon={<Download size={16} aria-hidden />}
    >
      {t('buttons.export')}
    </Button>
  );
}
