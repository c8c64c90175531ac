import { useGo } from '@refinedev/core';
import { Button, Result } from 'antd';
import { House } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';

/** The way out of a page that cannot be shown: back to the dashboard. */
export function HomeButton() {
  const { t } = useTranslation();
  const go = useGo();
  return (
    <Button type="primary" icon={<House size={16} aria-hidden />} onClick={() => go({ to: '/' })}>
      {t('notFound.home')}
    </Button>
  );
}

/** Any route nobody owns: a 404 with a way home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('notFound.title')}</h1>}
      subTitle={t('notFound.subtitle')}
      extra={<HomeButton />}
    />
  );
}
