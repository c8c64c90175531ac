import { Result } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { HomeButton } from './not-found';

/** A page the role may not use: a polite 403 with a way back (the server refuses it anyway). */
export function Forbidden({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('forbidden.title')}</h1>}
      subTitle={reason}
      extra={<HomeButton />}
    />
  );
}
