import { theme } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import useMessage from 'antd/es/message/useMessage';
import type { NotificationInstance } from 'antd/es/notification/interface';
import useNotification from 'antd/es/notification/useNotification';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/** antd's message and notification APIs, themed by the ConfigProvider above them. */
export interface Feedback {
  message: MessageInstance;
  notification: NotificationInstance;
}

const FeedbackContext = createContext<Feedback | null>(null);

/**
 * What antd's `App` gave the app, without its modal API, which nothing used: the message and
 * notification holders (notifications at the bottom right: at the top right, a few saves'
 * notifications covered the page header's actions and stayed while the pointer rested on them)
 * and the base text style of the page. `App` brought antd's Modal with rc-dialog to every
 * signed-in screen, ~9 KB gzip of the dashboard's first screen (`npm run bench:web`).
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const [message, messageHolder] = useMessage();
  const [notification, notificationHolder] = useNotification({ placement: 'bottomRight' });
  const value = useMemo(() => ({ message, notification }), [message, notification]);
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
        {messageHolder}
        {notificationHolder}
        {children}
      </div>
    </FeedbackContext.Provider>
  );
}

/** The message and notification APIs of the nearest `FeedbackProvider`. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback is used outside a FeedbackProvider');
  return feedback;
}
