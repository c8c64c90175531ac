import { Card, Flex, Switch, Typography, theme } from 'antd';
import { Volume2, VolumeX } from 'lucide-react';
import { primeSound } from '../../components/new-order-sound';
import { useSoundSetting } from '../../components/use-sound-setting';
import { useTranslation } from '../../i18n/use-translation';

/** The new-order sound, the same setting as the header's speaker button. */
export function SoundCard() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [on, setOn] = useSoundSetting();
  const Icon = on ? Volume2 : VolumeX;
  return (
    <Card title={t('settings.notifications.title')}>
      <Flex align="center" gap={12}>
        <Icon size={18} aria-hidden color={token.colorTextSecondary} />
        <label htmlFor="settings-sound" style={{ flex: 1 }}>
          {t('settings.notifications.sound')}
        </label>
        <Switch
          id="settings-sound"
          checked={on}
          onChange={(next) => {
            if (next) primeSound();
            setOn(next);
          }}
        />
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        {t('settings.notifications.soundHelp')}
      </Typography.Paragraph>
    </Card>
  );
}
