import { useInvalidate } from '@refinedev/core';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { IconButton } from './icon-button';

/** Refetches every query the current page shows. */
export function RefreshButton() {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await invalidate({ invalidates: ['all'] });
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <IconButton
      label={t('shell.refresh')}
      icon={<RefreshCw size={18} aria-hidden className={refreshing ? 'shell-spin' : undefined} />}
      aria-busy={refreshing}
      onClick={refresh}
    />
  );
}
