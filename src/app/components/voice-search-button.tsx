import { Mic, MicOff } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { IconButton } from './icon-button';
import { useVoiceSearch } from './use-voice-search';

/** The microphone: speaks into the global search, or says why it cannot (mic-off). */
export function VoiceSearchButton({ onTranscript }: { onTranscript: (text: string) => void }) {
  const { t } = useTranslation();
  const voice = useVoiceSearch(onTranscript);
  if (voice.problem) {
    // A refusal or a missing API is final; a failed try may work the next time.
    const final = voice.problem === 'unsupported' || voice.problem === 'denied';
    return (
      <IconButton
        label={t(`shell.voice.${voice.problem}`)}
        icon={<MicOff size={18} aria-hidden />}
        disabled={final}
        onClick={final ? undefined : voice.start}
      />
    );
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
