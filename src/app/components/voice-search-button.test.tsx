// @vitest-environment jsdom
import '@ant-design/v5-patch-for-react-19';
import '../i18n';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from './test-utils';
import { VoiceSearchButton } from './voice-search-button';

/** A stand-in for the browser's SpeechRecognition that the test drives by hand. */
class FakeRecognition {
  static last: FakeRecognition | null = null;
  lang = '';
  interimResults = true;
  maxAlternatives = 0;
  onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  abort() {
    this.onend?.();
  }
  say(transcript: string) {
    act(() => {
      this.onresult?.({ results: [[{ transcript }]] });
      this.onend?.();
    });
  }
  fail(error: string) {
    act(() => {
      this.onerror?.({ error });
      this.onend?.();
    });
  }
}

const speech = window as unknown as { SpeechRecognition?: unknown };

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  delete speech.SpeechRecognition;
  FakeRecognition.last = null;
});

describe('voice search', () => {
  it('shows mic-off, disabled, with the reason where the browser has no speech recognition', () => {
    render(<VoiceSearchButton onTranscript={vi.fn()} />);
    const button = screen.getByRole('button', { name: /needs a browser with speech recognition/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.querySelector('.lucide-mic-off')).not.toBeNull();
  });

  it('listens in the page language and hands over what was said', () => {
    speech.SpeechRecognition = FakeRecognition;
    const onTranscript = vi.fn();
    render(<VoiceSearchButton onTranscript={onTranscript} />);
    fireEvent.click(screen.getByRole('button', { name: 'Search by voice' }));
    const recognition = FakeRecognition.last as FakeRecognition;
    expect(recognition.started).toBe(true);
    expect(recognition.lang).toBe('en-US');
    expect(screen.getByRole('button', { name: /Listening/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    recognition.say('  anna schmidt ');
    expect(onTranscript).toHaveBeenCalledWith('anna schmidt');
    expect(screen.getByRole('button', { name: 'Search by voice' })).toBeTruthy();
  });

  it('turns into a disabled mic-off when the microphone is refused', () => {
    speech.SpeechRecognition = FakeRecognition;
    render(<VoiceSearchButton onTranscript={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Search by voice' }));
    (FakeRecognition.last as FakeRecognition).fail('not-allowed');
    const button = screen.getByRole('button', { name: /Microphone access was denied/ });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('says a try failed and lets the next click try again; silence is no failure', () => {
    speech.SpeechRecognition = FakeRecognition;
    const onTranscript = vi.fn();
    render(<VoiceSearchButton onTranscript={onTranscript} />);
    fireEvent.click(screen.getByRole('button', { name: 'Search by voice' }));
    (FakeRecognition.last as FakeRecognition).fail('no-speech');
    fireEvent.click(screen.getByRole('button', { name: 'Search by voice' }));
    (FakeRecognition.last as FakeRecognition).fail('network');
    const retry = screen.getByRole('button', { name: /Voice search failed/ });
    expect(retry.hasAttribute('disabled')).toBe(false);
    fireEvent.click(retry);
    (FakeRecognition.last as FakeRecognition).say('ORD-000042');
    expect(onTranscript).toHaveBeenCalledWith('ORD-000042');
    expect(screen.getByRole('button', { name: 'Search by voice' })).toBeTruthy();
  });
});
