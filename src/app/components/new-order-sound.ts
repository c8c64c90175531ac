/** The browser's AudioContext, where it has one (older Safari names it webkitAudioContext). */
function audioContextClass(): typeof AudioContext | undefined {
  if (typeof window === 'undefined') return undefined;
  const audio = window as unknown as {
    AudioContext?: typeof AudioContext;
    webkitAudioContext?: typeof AudioContext;
  };
  return audio.AudioContext ?? audio.webkitAudioContext;
}

let context: AudioContext | null = null;

/**
 * Opens the audio context. Browsers only let a page make sound after a user gesture, so the
 * speaker toggle calls this from its click; a later chime then plays without one.
 */
export function primeSound(): AudioContext | null {
  const Context = audioContextClass();
  if (!Context) return null;
  context ??= new Context();
  if (context.state === 'suspended') void context.resume();
  return context;
}

/** Two short rising tones, made with the Web Audio API (no sound file to load). */
export function playNewOrderSound(): void {
  const audio = primeSound();
  if (!audio) return;
  const start = audio.currentTime;
  for (const [index, frequency] of [880, 1320].entries()) {
    const at = start + index * 0.12;
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.type = 'sine';
    tone.frequency.setValueAtTime(frequency, at);
    // A quick fade in and out: a hard start or stop clicks.
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(0.18, at + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.001, at + 0.22);
    tone.connect(gain).connect(audio.destination);
    tone.start(at);
    tone.stop(at + 0.24);
  }
}
