import type { HttpError } from '@refinedev/core';
import { Result } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../providers/failure-notice';

/** The record page's one message when its record could not be read: missing, or why not. */
export function RecordReadFailure({ error }: { error: HttpError | null | undefined }) {
  const { t } = useTranslation();
  const missing = error?.statusCode === 404 || error?.statusCode === 403;
  return missing ? (
    <Result status="404" title={t('crud.show.notFound')} subTitle={error?.message} />
  ) : (
    <Result status="warning" title={failureText(t, error ?? undefined)} />
  );
}
