import type { NotificationProvider } from '@refinedev/core';
import { isRecordReadNotice } from './failure-notice';
import { useFeedback } from './feedback';

/**
 * refine's notifications through antd's App context, as `@refinedev/antd` does it. Importing
 * that hook put all of `@refinedev/antd` (and the Markdown renderer it bundles) on the sign-in
 * page. The app never uses undoable mutations, so there is no undo countdown. A record page says
 * its own failed read, so refine's toast for it is left out (one message per failure).
 */
export function useNotificationProvider(): NotificationProvider {
  const { notification } = useFeedback();
  return {
    open: ({ key, message, description, type }) => {
      if (type === 'error' && isRecordReadNotice(key)) return;
      notification.open({
        key,
        description: message,
        message: description ?? null,
        type: type === 'progress' ? 'info' : type,
      });
    },
    close: (key) => notification.destroy(key),
  };
}
