import { Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { IconButton } from './icon-button';
import { primeSound } from './new-order-sound';
import { useSoundSetting } from './use-sound-setting';

/** The speaker: turns the new-order sound on or off. */
export function SoundToggle() {
  const { t } = useTranslation();
  const [on, setOn] = useSoundSetting();
  return (
    <IconButton
      label={on ? t('shell.sound.on') : t('shell.sound.off')}
      icon={on ? <Volume2 size={18} aria-hidden /> : <VolumeX size={18} aria-hidden />}
      aria-pressed={on}
      onClick={() => {
        // The click is the gesture that lets the page play the sound later.
        if (!on) primeSound();
        setOn(!on);
      }}
    />
  );
}
