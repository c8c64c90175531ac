import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The part of the Web Speech API that voice search uses. */
interface Recognition {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const speech = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition;
}

/**
 * Voice search over the Web Speech API: `start` listens once and hands the transcript to
 * `onTranscript`. `supported` is false where the browser has no speech recognition.
 */
export function useVoiceSearch(onTranscript: (text: string) => void) {
  const { i18n } = useTranslation();
  const [listening, setListening] = useState(false);
  const [denied, setDenied] = useState(false);
  const current = useRef<Recognition | null>(null);
  const Constructor = recognitionConstructor();

  const start = useCallback(() => {
    if (!Constructor || current.current) return;
    const recognition = new Constructor();
    recognition.lang = i18n.language === 'de' ? 'de-DE' : 'en-US';
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      const transcript = event.results[0]?.[0]?.transcript.trim();
      if (transcript) onTranscript(transcript);
    };
    recognition.onerror = (event) => {
      if (event.error === 'not-allowed' || event.error === 'service-not-allowed') setDenied(true);
    };
    recognition.onend = () => {
      current.current = null;
      setListening(false);
    };
    current.current = recognition;
    setListening(true);
    recognition.start();
  }, [Constructor, i18n.language, onTranscript]);

  const stop = useCallback(() => current.current?.stop(), []);

  useEffect(() => () => current.current?.abort(), []);

  return { supported: Boolean(Constructor), listening, denied, start, stop };
}
