import { Button, Input, Popconfirm } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

interface StatusButtonProps {
  label: string;
  /** Ask first, with this question. */
  confirm?: { title: string; description?: ReactNode };
  /** Offer an optional note (e.g. a tracking event's note). */
  withNote?: boolean;
  danger?: boolean;
  primary?: boolean;
  loading?: boolean;
  disabled?: boolean;
  icon?: ReactNode;
  onConfirm: (note: string | undefined) => void;
}

/** A status-change button; asks for confirmation and an optional note when told to. */
export function StatusButton({
  label,
  confirm,
  withNote,
  danger,
  primary,
  loading,
  disabled,
  icon,
  onConfirm,
}: StatusButtonProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const noteRef = useRef<TextAreaRef>(null);
  const okId = useId();
  const button = (
    <Button
      danger={danger}
      type={primary ? 'primary' : 'default'}
      loading={loading}
      disabled={disabled}
      icon={icon}
    >
      {label}
    </Button>
  );
  if (!confirm && !withNote) {
    return (
      <Button
        danger={danger}
        type={primary ? 'primary' : 'default'}
        loading={loading}
        disabled={disabled}
        icon={icon}
        onClick={() => onConfirm(undefined)}
      >
        {label}
      </Button>
    );
  }
  return (
    <Popconfirm
      title={confirm?.title ?? label}
      description={
        <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
          {confirm?.description}
          {withNote ? (
            <Input.TextArea
              ref={noteRef}
              aria-label={t('crud.status.note')}
              placeholder={t('crud.status.notePlaceholder')}
              maxLength={500}
              autoSize={{ minRows: 2, maxRows: 4 }}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          ) : null}
        </div>
      }
      okText={t('crud.status.confirmOk')}
      cancelText={t('buttons.cancel')}
      okButtonProps={{ danger, id: okId }}
      // The popup opens at the end of the page, far from the button in tab order: focus goes
      // into it (the note, or the confirm button) so a keyboard user can answer it.
      afterOpenChange={(open) => {
        if (open) (withNote ? noteRef.current : document.getElementById(okId))?.focus();
      }}
      onConfirm={() => {
        onConfirm(note.trim() || undefined);
        setNote('');
      }}
    >
      {button}
    </Popconfirm>
  );
}
