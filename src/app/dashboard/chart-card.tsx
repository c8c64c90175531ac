import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { Panel } from '../components/panel';
import { useTranslation } from '../i18n/use-translation';

/** A titled card of fixed height for a chart, with a deliberate empty state. */
export function ChartCard({
  title,
  empty,
  children,
  height = 280,
}: {
  title: ReactNode;
  empty: boolean;
  children: ReactNode;
  height?: number;
}) {
  const { t } = useTranslation();
  return (
    <Panel title={title} style={{ height: '100%' }}>
      <div style={{ height, display: 'grid' }}>
        {empty ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('board.empty')}
            style={{ alignSelf: 'center' }}
          />
        ) : (
          children
        )}
      </div>
    </Panel>
  );
}
