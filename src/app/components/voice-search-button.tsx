import { Mic, MicOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './icon-button';
import { useVoiceSearch } from './use-voice-search';

/** The microphone: speaks into the global search, or says why it cannot (mic-off). */
export function VoiceSearchButton({ onTranscript }: { onTranscript: (text: string) => void }) {
  const { t } = useTranslation();
  const voice = useVoiceSearch(onTranscript);
  if (!voice.supported || voice.denied) {
    const label = voice.denied ? t('shell.voice.denied') : t('shell.voice.unsupported');
    return <IconButton label={label} icon={<MicOff size={18} aria-hidden />} disabled />;
  }
  return (
    <IconButton
      label={voice.listening ? t('shell.voice.listening') : t('shell.voice.start')}
      icon={<Mic size={18} aria-hidden />}
      aria-pressed={voice.listening}
      danger={voice.listening}
      onClick={voice.listening ? voice.stop : voice.start}
    />
  );
}
