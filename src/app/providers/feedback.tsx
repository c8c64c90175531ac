import { theme } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { lazyComponent } from '../lib/lazy';
import { WhenIdle } from '../lib/when-idle';

/** The calls of an API, answering nothing (a call may wait for antd's holders to load). */
type Calls<Api> = {
  [Name in keyof Api]: Api[Name] extends (...args: infer Args) => unknown
    ? (...args: Args) => void
    : never;
};

/** antd's message and notification calls the app makes. */
const messageCalls = ['success', 'error', 'info', 'warning'] as const;
const notificationCalls = ['open', 'info', 'success', 'error', 'warning', 'destroy'] as const;

/** antd's message and notification calls, themed by the ConfigProvider above. */
export interface Feedback {
  message: Calls<Pick<MessageInstance, (typeof messageCalls)[number]>>;
  notification: Calls<Pick<NotificationInstance, (typeof notificationCalls)[number]>>;
}

const FeedbackContext = createContext<Feedback | null>(null);

const FeedbackHost = lazyComponent(() =>
  import('./feedback-host').then((module) => module.FeedbackHost),
);

/**
 * What antd's `App` gave the app, without its modal API, which nothing used: message and
 * notification calls, and the base text style of the page. antd's holders (feedback-host.tsx,
 * with rc-notification) load once the first screen has settled, or at the first call, which
 * waits for them: they weighed on every signed-in first screen (`npm run bench:web --
 * --by-package`). `App` had brought antd's Modal with rc-dialog as well, heavier still.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const [called, setCalled] = useState(false);
  const host = useRef<Feedback | null>(null);
  const waiting = useRef<((feedback: Feedback) => void)[]>([]);
  const onReady = useCallback((feedback: Feedback) => {
    host.current = feedback;
    for (const call of waiting.current.splice(0)) call(feedback);
  }, []);
  // One object for the provider's life: calls go to the holders, or wait for them.
  const value = useMemo<Feedback>(() => {
    const send = (call: (feedback: Feedback) => void) => {
      if (host.current) call(host.current);
      else {
        waiting.current.push(call);
        setCalled(true);
      }
    };
    const forward = <Api extends object>(
      pick: (feedback: Feedback) => Api,
      names: readonly (keyof Api)[],
    ) =>
      Object.fromEntries(
        names.map((name) => [
          name,
          (...args: unknown[]) =>
            send((feedback) => (pick(feedback)[name] as (...args: unknown[]) => void)(...args)),
        ]),
      ) as Api;
    return {
      message: forward((feedback) => feedback.message, messageCalls),
      notification: forward((feedback) => feedback.notification, notificationCalls),
    };
  }, []);
  return (
    <FeedbackContext.Provider value={value}>
      <div
        style={{
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          fontFamily: token.fontFamily,
        }}
      >
        <WhenIdle afterMs={1500} reached={called} standIn={null}>
          <FeedbackHost onReady={onReady} />
        </WhenIdle>
        {children}
      </div>
    </FeedbackContext.Provider>
  );
}

/** The message and notification calls of the nearest `FeedbackProvider`. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback is used outside a FeedbackProvider');
  return feedback;
}
