import useMessage from 'antd/es/message/useMessage';
import useNotification from 'antd/es/notification/useNotification';
import { useLayoutEffect } from 'react';
import type { Feedback } from './feedback';

/**
 * antd's message and notification holders (notifications at the bottom right: at the top right,
 * a few saves' notifications covered the page header's actions and stayed while the pointer rested
 * on them), handing their APIs to `FeedbackProvider` once drawn. Its own chunk (feedback.tsx).
 */
export function FeedbackHost({ onReady }: { onReady: (feedback: Feedback) => void }) {
  const [message, messageHolder] = useMessage();
  const [notification, notificationHolder] = useNotification({ placement: 'bottomRight' });
  useLayoutEffect(() => onReady({ message, notification }), [message, notification, onReady]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}
