import type { NotificationProvider } from '@refinedev/core';
import { createElement, Suspense } from 'react';
import { lazyComponent } from '../lib/lazy';
import { useFeedback } from './feedback';

// Loaded at the first undoable delete: the sign-in page and first screens never show one.
const UndoNotice = lazyComponent(() => import('./undo-notice').then((m) => m.UndoNotice));

/**
 * refine's notifications through antd's App context, as `@refinedev/antd` does it. Importing
 * that hook put all of `@refinedev/antd` (and the Markdown renderer it bundles) on the sign-in
 * page. An undoable delete's `progress` notice stays until it is undone or its outcome replaces
 * it (the same key), as `@refinedev/antd`'s does.
 */
export function useNotificationProvider(): NotificationProvider {
  const { notification } = useFeedback();
  return {
    open: ({ key, message, description, type, cancelMutation, undoableTimeout }) =>
      type === 'progress'
        ? notification.open({
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
          })
        : notification.open({
            key,
            description: message,
            message: description ?? null,
            type,
          }),
    close: (key) => notification.destroy(key),
  };
}
