import { Button, Modal, Skeleton, Typography } from 'antd';
import { RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { ResourceDefinition } from '../../../resources';
import { useTranslation } from '../../i18n/use-translation';
import { type ConflictChoice, conflictRows, defaultChoices, resolution } from './conflict-diff';
import { ConflictField } from './conflict-field';
import type { VersionConflict } from './use-version-conflict';

interface ConflictModalProps {
  resource: ResourceDefinition;
  /** The fields the form edits, the ones a choice is offered for. */
  fields: readonly string[];
  conflict: VersionConflict | null;
  onApply: (values: Record<string, unknown>) => void;
  onDiscard: () => Promise<void>;
}

/** "Someone else changed this order while you were editing": field by field, theirs or mine. */
export function ConflictModal({
  resource,
  fields,
  conflict,
  onApply,
  onDiscard,
}: ConflictModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={conflict !== null}
      title={t('crud.conflict.title', {
        record: t(`resources.${resource.name}.this`, { defaultValue: `this ${resource.label}` }),
      })}
      width={720}
      closable={false}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      footer={null}
    >
      {conflict ? (
        // A new copy of theirs (the fetch came) starts the choices over from its defaults.
        <ConflictChoices
          key={String(conflict.theirs.version)}
          resource={resource}
          fields={fields}
          conflict={conflict}
          onApply={onApply}
          onDiscard={onDiscard}
        />
      ) : null}
    </Modal>
  );
}

function ConflictChoices({
  resource,
  fields,
  conflict,
  onApply,
  onDiscard,
}: ConflictModalProps & { conflict: VersionConflict }) {
  const { t } = useTranslation();
  const { started, theirs, mine, fetching } = conflict;
  const rows = useMemo(
    () => conflictRows(fields, started, theirs, mine),
    [fields, started, theirs, mine],
  );
  const [choices, setChoices] = useState<Partial<Record<string, ConflictChoice>>>(() =>
    defaultChoices(rows),
  );
  const [discarding, setDiscarding] = useState(false);
  const { complete, values } = resolution(rows, choices);
  const discard = async () => {
    setDiscarding(true);
    try {
      await onDiscard();
    } finally {
      setDiscarding(false);
    }
  };
  const mineRecord = { ...started, ...mine };
  return (
    <>
      <Typography.Paragraph>{t('crud.conflict.explain')}</Typography.Paragraph>
      {fetching ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : rows.length === 0 ? (
        <Typography.Paragraph type="secondary">
          {t('crud.conflict.nothingHere')}
        </Typography.Paragraph>
      ) : (
        rows.map((row) => (
          <ConflictField
            key={row.name}
            resource={resource}
            row={row}
            theirs={theirs}
            mine={mineRecord}
            choice={choices[row.name]}
            onChoose={(choice) => setChoices((now) => ({ ...now, [row.name]: choice }))}
          />
        ))
      )}
      {!complete ? (
        <Typography.Paragraph type="warning">{t('crud.conflict.chooseEach')}</Typography.Paragraph>
      ) : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' }}>
        <Button loading={discarding} icon={<RefreshCw size={14} aria-hidden />} onClick={discard}>
          {t('crud.conflict.discard')}
        </Button>
        <Button type="primary" disabled={fetching || !complete} onClick={() => onApply(values)}>
          {t('crud.conflict.apply')}
        </Button>
      </div>
    </>
  );
}
