import { useTranslation as useRefineTranslation } from '@refinedev/core';
import { Card, Radio, Typography } from 'antd';
import { languages } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';

/** English or Deutsch, remembered in this browser. */
export function LanguageCard() {
  const { t, i18n } = useTranslation();
  const { changeLocale } = useRefineTranslation();
  return (
    <Card title={t('settings.language.title')}>
      <Radio.Group
        aria-label={t('settings.language.title')}
        optionType="button"
        buttonStyle="solid"
        value={i18n.language === 'de' ? 'de' : 'en'}
        onChange={(event) => void changeLocale(event.target.value as string)}
        options={languages.map((language) => ({
          value: language,
          label: t(`shell.languages.${language}`),
        }))}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        {t('settings.language.help')}
      </Typography.Paragraph>
    </Card>
  );
}
