import { FeedbackProvider } from '../providers/feedback';
// @vitest-environment jsdom
import '@ant-design/v5-patch-for-react-19';
import '../i18n';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stubBrowser } from './test-utils';
import { useNewOrderAlerts } from './use-new-order-alerts';
import { soundStorageKey } from './use-sound-setting';

/** The server's stream, faked: the test sends `change` events through it. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  private listeners = new Map<string, (event: MessageEvent<string>) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  send(change: object) {
    act(() => this.listeners.get('change')?.({ data: JSON.stringify(change) } as never));
  }
}

/** Counts the tones the page asks the audio hardware for. */
class FakeAudioContext {
  static tones = 0;
  state = 'running';
  currentTime = 0;
  destination = {};
  resume = async () => undefined;
  createOscillator() {
    FakeAudioContext.tones += 1;
    const param = { setValueAtTime() {} };
    return { type: '', frequency: param, connect: (node: unknown) => node, start() {}, stop() {} };
  }
  createGain() {
    const gain = {
      setValueAtTime() {},
      linearRampToValueAtTime() {},
      exponentialRampToValueAtTime() {},
    };
    return { gain, connect: (node: unknown) => node };
  }
}

function Alerts() {
  useNewOrderAlerts();
  return null;
}

const renderAlerts = () =>
  render(
    <MemoryRouter>
      <FeedbackProvider>
        <Alerts />
      </FeedbackProvider>
    </MemoryRouter>,
  );

const order = (id: number, action = 'created') => ({
  resource: 'orders',
  id,
  title: `ORD-${String(id).padStart(6, '0')}`,
  action,
  at: new Date().toISOString(),
});

beforeAll(() => {
  stubBrowser();
  Object.assign(globalThis, { EventSource: FakeEventSource, AudioContext: FakeAudioContext });
});
beforeEach(() => {
  localStorage.clear();
  FakeAudioContext.tones = 0;
});
afterEach(cleanup);

describe('new-order alerts', () => {
  it('notify of a new order with a link to it, silently while the sound is off', async () => {
    renderAlerts();
    FakeEventSource.last?.send(order(77, 'updated'));
    FakeEventSource.last?.send({ ...order(78), resource: 'packages' });
    FakeEventSource.last?.send(order(79));
    const link = await screen.findByRole('link', { name: 'Open ORD-000079' });
    expect(link.getAttribute('href')).toBe('/orders/show/79');
    expect(screen.queryByText(/ORD-000077|ORD-000078/)).toBeNull();
    expect(FakeAudioContext.tones).toBe(0);
  });

  it('play the chime for each new order once the speaker is on', async () => {
    localStorage.setItem(soundStorageKey, 'on');
    renderAlerts();
    FakeEventSource.last?.send(order(80));
    FakeEventSource.last?.send(order(81));
    await screen.findByRole('link', { name: 'Open ORD-000081' });
    expect(FakeAudioContext.tones).toBe(4);
  });

  it('stop listening when the page goes', () => {
    const { unmount } = renderAlerts();
    const source = FakeEventSource.last as FakeEventSource;
    unmount();
    expect(source.closed).toBe(true);
  });
});
