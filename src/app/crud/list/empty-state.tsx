import { Button, Empty } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

interface EmptyStateProps {
  resource: string;
  filtered: boolean;
  onClear: () => void;
}

/** What an empty list says: nothing matches these filters (with a way out), or nothing yet. */
export function EmptyState({ resource, filtered, onClear }: EmptyStateProps) {
  const { t } = useTranslation();
  const name = t(`resources.${resource}.plural`);
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={filtered ? t('crud.list.noMatch', { name }) : t('crud.list.none', { name })}
    >
      {filtered ? <Button onClick={onClear}>{t('crud.list.clearFilters')}</Button> : null}
    </Empty>
  );
}
