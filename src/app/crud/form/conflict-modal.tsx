import { Button, Modal, Typography } from 'antd';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { ResourceDefinition } from '../../../resources';
import { useTranslation } from '../../i18n/use-translation';

interface ConflictModalProps {
  resource: ResourceDefinition;
  open: boolean;
  onReload: () => Promise<void>;
  onKeepEditing: () => void;
}

/** "Someone else changed this order while you were editing": reload theirs, or keep yours. */
export function ConflictModal({ resource, open, onReload, onKeepEditing }: ConflictModalProps) {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('crud.conflict.title', {
        record: t(`resources.${resource.name}.this`, { defaultValue: `this ${resource.label}` }),
      })}
      closable={false}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      footer={[
        <Button key="keep" onClick={onKeepEditing}>
          {t('crud.conflict.keepEditing')}
        </Button>,
        <Button
          key="reload"
          type="primary"
          loading={reloading}
          icon={<RefreshCw size={14} aria-hidden />}
          onClick={reload}
        >
          {t('crud.conflict.reload')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('crud.conflict.explain')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('crud.conflict.keepExplain')}
      </Typography.Paragraph>
    </Modal>
  );
}
