import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';

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
 * Why voice search cannot be used right now: the browser lacks it, the microphone was refused
 * (both final), or the last try failed (no microphone, no network; another click tries again).
 */
export type VoiceProblem = 'unsupported' | 'denied' | 'noMicrophone' | 'failed';

/** Recognition errors that mean the user refused the microphone; the rest are failures. */
const refusals = ['not-allowed', 'service-not-allowed'];
/** Recognition errors that are no failure: nothing was said, or the user stopped it. */
const harmless = ['no-speech', 'aborted'];

/**
 * Voice search over the Web Speech API: `start` listens once and hands the transcript to
 * `onTranscript`; `problem` says why it cannot, when it cannot.
 */
export function useVoiceSearch(onTranscript: (text: string) => void) {
  const { i18n } = useTranslation();
  const [listening, setListening] = useState(false);
  const [failure, setFailure] = useState<Exclude<VoiceProblem, 'unsupported'> | null>(null);
  const current = useRef<Recognition | null>(null);
  const Constructor = recognitionConstructor();

  const start = useCallback(() => {
    if (!Constructor || current.current) return;
    const recognition = new Constructor();
    recognition.lang = i18n.language === 'de' ? 'de-DE' : 'en-US';
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      setFailure(null);
      const transcript = event.results[0]?.[0]?.transcript.trim();
      if (transcript) onTranscript(transcript);
    };
    recognition.onerror = (event) => {
      if (refusals.includes(event.error)) setFailure('denied');
      else if (event.error === 'audio-capture') setFailure('noMicrophone');
      else if (!harmless.includes(event.error)) setFailure('failed');
    };
    recognition.onend = () => {
      current.current = null;
      setListening(false);
    };
    current.current = recognition;
    setListening(true);
    try {
      recognition.start();
    } catch {
      current.current = null;
      setListening(false);
      setFailure('failed');
    }
  }, [Constructor, i18n.language, onTranscript]);

  const stop = useCallback(() => current.current?.stop(), []);

  useEffect(() => () => current.current?.abort(), []);

  const problem: VoiceProblem | null = Constructor ? failure : 'unsupported';
  return { problem, listening, start, stop };
}
