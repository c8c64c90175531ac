import type { CrudFilter, CrudSort } from '@refinedev/core';
import { Button } from 'antd';
import { Download } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { apiUrl } from '../../providers/config';
import { exportUrl } from './filters';

/**
 * Downloads the CSV of every row matching the list's current filters, in its current order (the
 * session cookie goes along).
 */
export function ExportLink({
  resource,
  filters,
  sorters,
}: {
  resource: string;
  filters: readonly CrudFilter[];
  sorters: readonly CrudSort[];
}) {
  const { t } = useTranslation();
  return (
    <Button
      href={exportUrl(apiUrl, resource, filters, sorters)}
      download
      icon={<Download size={16} aria-hidden />}
    >
      {t('buttons.export')}
    </Button>
  );
}
