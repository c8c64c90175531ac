import { Button, Progress } from 'antd';
import { Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { undoSeconds } from './config';

interface UndoNoticeProps {
  message: string;
  /** Seconds left to undo. */
  seconds: number;
  onUndo: () => void;
}

/**
 * An undoable write's notice (refine's `progress` notification): what will happen, the seconds
 * left as a ring, and Undo. It counts down itself, so a notice opened once (a bulk delete) runs
 * as one that refine opens again each second (a single delete).
 */
export function UndoNotice({ message, seconds, onUndo }: UndoNoticeProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(seconds);
  useEffect(() => setLeft(seconds), [seconds]);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <Progress
        type="circle"
        size={40}
        percent={(left / undoSeconds) * 100}
        format={() => left}
        aria-hidden
      />
      <span style={{ flex: 1 }} role="status">
        {message}
      </span>
      <Button icon={<Undo2 size={16} aria-hidden />} onClick={onUndo} disabled={left <= 0}>
        {t('crud.bulk.undo')}
      </Button>
    </div>
  );
}
