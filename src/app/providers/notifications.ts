import type { NotificationProvider } from '@refinedev/core';
import { createElement, Suspense } from 'react';
import { lazyComponent } from '../lib/lazy';
import { isRecordReadNotice } from './failure-notice';
import { useFeedback } from './feedback';

// Loaded at the first undoable delete: the sign-in page and first screens never show one.
const UndoNotice = lazyComponent(() => import('./undo-notice').then((m) => m.UndoNotice));

/**
 * refine's notifications through antd's App context, as `@refinedev/antd` does it. Importing
 * that hook put all of `@refinedev/antd` (and the Markdown renderer it bundles) on the sign-in
 * page. An undoable delete's `progress` notice stays until it is undone or its outcome replaces
 * it (the same key), as `@refinedev/antd`'s does. A record page says its own failed read, so
 * refine's toast for it is left out (one message per failure).
 */
export function useNotificationProvider(): NotificationProvider {
  const { notification } = useFeedback();
  return {
    open: ({ key, message, description, type, cancelMutation, undoableTimeout }) => {
      if (type === 'error' && isRecordReadNotice(key)) return;
      if (type !== 'progress') {
        notification.open({ key, description: message, message: description ?? null, type });
        return;
      }
      notification.open({
        key,
        message: null,
        duration: 0,
        closeIcon: null,
        description: createElement(
          Suspense,
          { fallback: message },
          createElement(UndoNotice, {
            message,
            seconds: undoableTimeout ?? 0,
            onUndo: () => {
              cancelMutation?.();
              if (key) notification.destroy(key);
            },
          }),
        ),
      });
    },
    close: (key) => notification.destroy(key),
  };
}
