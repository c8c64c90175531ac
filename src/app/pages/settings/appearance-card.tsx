import { Card, Radio, Typography } from 'antd';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { type Appearance, useColorMode } from '../../providers/color-mode';

const choices: { value: Appearance; icon: typeof Sun }[] = [
  { value: 'light', icon: Sun },
  { value: 'dark', icon: Moon },
  { value: 'system', icon: Monitor },
];

/** Light, dark, or whatever the device uses. */
export function AppearanceCard() {
  const { t } = useTranslation();
  const { appearance, setAppearance } = useColorMode();
  return (
    <Card title={t('settings.appearance.title')}>
      <Radio.Group
        aria-label={t('settings.appearance.title')}
        optionType="button"
        buttonStyle="solid"
        value={appearance}
        onChange={(event) => setAppearance(event.target.value as Appearance)}
      >
        {choices.map(({ value, icon: Icon }) => (
          <Radio.Button key={value} value={value}>
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              <Icon size={14} aria-hidden />
              {t(`settings.appearance.${value}`)}
            </span>
          </Radio.Button>
        ))}
      </Radio.Group>
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        {t('settings.appearance.help')}
      </Typography.Paragraph>
    </Card>
  );
}
