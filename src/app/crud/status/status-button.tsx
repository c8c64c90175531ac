import { Button, Input, Popconfirm } from 'antd';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

interface StatusButtonProps {
  label: string;
  /** Ask first, with this question. */
  confirm?: { title: string; description?: ReactNode };
  /** Offer an optional note (e.g. a tracking event's note). */
  withNote?: boolean;
  /** More fields the question asks (where a package moved); they report the input they send. */
  fields?: (onChange: (values: Record<string, unknown>) => void) => ReactNode;
  danger?: boolean;
  primary?: boolean;
  loading?: boolean;
  disabled?: boolean;
  icon?: ReactNode;
  onConfirm: (note: string | undefined, values: Record<string, unknown>) => void;
}

/** A status-change button; asks for confirmation and an optional note when told to. */
export function StatusButton({
  label,
  confirm,
  withNote,
  fields,
  danger,
  primary,
  loading,
  disabled,
  icon,
  onConfirm,
}: StatusButtonProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [values, setValues] = useState<Record<string, unknown>>({});
  const askedRef = useRef<HTMLDivElement>(null);
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
  if (!confirm && !withNote && !fields) {
    return (
      <Button
        danger={danger}
        type={primary ? 'primary' : 'default'}
        loading={loading}
        disabled={disabled}
        icon={icon}
        onClick={() => onConfirm(undefined, {})}
      >
        {label}
      </Button>
    );
  }
  return (
    <Popconfirm
      title={confirm?.title ?? label}
      description={
        <div ref={askedRef} style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
          {confirm?.description}
          {fields?.(setValues)}
          {withNote ? (
            <Input.TextArea
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
      // into it (its first field, or the confirm button) so a keyboard user can answer it.
      afterOpenChange={(open) => {
        if (!open) return;
        const first = askedRef.current?.querySelector<HTMLElement>('input, textarea');
        (first ?? document.getElementById(okId))?.focus();
      }}
      onConfirm={() => {
        onConfirm(note.trim() || undefined, values);
        setNote('');
      }}
    >
      {button}
    </Popconfirm>
  );
}
