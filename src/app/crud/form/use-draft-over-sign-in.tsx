import { useGetIdentity, useWarnAboutChange } from '@refinedev/core';
import { Alert, type FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Identity } from '../../providers/identity';
import { sessionEndedEvent } from '../../providers/session-ended';

/** The page a draft belongs to: where signing in again returns (`?to=`). */
const draftKey = () => `dashboard:draft:${window.location.pathname}${window.location.search}`;

interface Draft {
  userId: number;
  values: Record<string, unknown>;
}

function readDraft(text: string): Draft | undefined {
  try {
    const draft = JSON.parse(text) as Partial<Draft> | null;
    return typeof draft?.userId === 'number' && typeof draft.values === 'object' && draft.values
      ? (draft as Draft)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps what the user typed into a form over signing in again: a session that ended mid-edit
 * took them to the sign-in page and back to an empty form. The input waits in this tab's
 * sessionStorage (gone with the tab) under the page's address, with the version the form
 * started from, so that a record changed meanwhile still meets the conflict dialog. Back on the
 * page as the same user, once `ready` (an edit form's record is in), it is put back and the
 * answer is true; another user signing in in the same tab never sees it.
 */
export function useDraftOverSignIn(form: FormInstance, ready: boolean): boolean {
  const { data: identity, isLoading } = useGetIdentity<Identity>();
  const { setWarnWhen } = useWarnAboutChange();
  const [restored, setRestored] = useState(false);
  // The ending clears the identity as it is announced: the user is read from the last render.
  const userId = useRef<number | undefined>(undefined);
  userId.current = identity?.id;

  useEffect(() => {
    const keep = () => {
      if (userId.current === undefined || !form.isFieldsTouched()) return;
      const draft: Draft = { userId: userId.current, values: form.getFieldsValue(true) };
      try {
        sessionStorage.setItem(draftKey(), JSON.stringify(draft));
      } catch {
        // Storage full or turned off: the input is lost, as it was before.
      }
    };
    window.addEventListener(sessionEndedEvent, keep);
    return () => window.removeEventListener(sessionEndedEvent, keep);
  }, [form]);

  useEffect(() => {
    if (!ready || isLoading) return;
    const text = sessionStorage.getItem(draftKey());
    if (text === null) return;
    sessionStorage.removeItem(draftKey());
    const draft = readDraft(text);
    if (draft === undefined || draft.userId !== identity?.id) return;
    form.setFieldsValue(draft.values);
    setWarnWhen(true);
    setRestored(true);
  }, [ready, isLoading, identity, form, setWarnWhen]);

  return restored;
}

/** Says, above a form, that its input from before signing in again is back and not yet saved. */
export function DraftRestoredAlert({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  return shown ? (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message={t('crud.form.draftRestored')}
    />
  ) : null;
}
