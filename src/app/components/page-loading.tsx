import { theme } from 'antd';
import { useTranslation } from '../i18n/use-translation';

/**
 * What a lazily loaded screen shows while its code arrives: antd's large Spin, four dots turning
 * (drawn in global.css from its style: 32 px, 14 px dots, the same timings), in the primary
 * colour. antd's Spin added to the dashboard's first screen for a fallback that a preloaded page
 * never shows (`npm run bench:web -- --by-package` shows its weight); the tables keep theirs.
 */
export function PageLoading() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <div role="status" aria-busy="true" style={{ color: token.colorPrimary }}>
        <span className="page-loading-dots" aria-hidden>
          <i />
          <i />
          <i />
          <i />
        </span>
        <span className="sr-only">{t('loading')}</span>
      </div>
    </div>
  );
}
