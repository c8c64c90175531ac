import { useGo } from '@refinedev/core';
import { Button, Result } from 'antd';
import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A page the role may not use: a polite 403 with a way back (the server refuses it anyway). */
export function Forbidden({ reason }: { reason: string }) {
  const { t } = useTranslation();
  const go = useGo();
  return (
    <Result
      status="403"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('forbidden.title')}</h1>}
      subTitle={reason}
      extra={
        <Button
          type="primary"
          icon={<House size={16} aria-hidden />}
          onClick={() => go({ to: '/' })}
        >
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
