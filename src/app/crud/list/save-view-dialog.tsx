import { useNotification } from '@refinedev/core';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { maxViewNameLength } from '../../../resources/saved-view-lists';
import { Text } from '../../components/text';
import { useTranslation } from '../../i18n/use-translation';
import { nameProblemOf } from './use-saved-views';

interface SaveViewDialogProps {
  open: boolean;
  onClose(): void;
  /** Saves the list's current query under the name; rejects with the server's failure. */
  onSave(name: string): Promise<unknown>;
}

/** Names the list as it is now; a name taken or the limit reached shows at the name. */
export function SaveViewDialog({ open, onClose, onSave }: SaveViewDialogProps) {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async ({ name }: { name: string }) => {
    setSaving(true);
    try {
      await onSave(name.trim());
      notify?.({
        type: 'success',
        message: '',
        description: t('listViews.saved', { name: name.trim() }),
      });
      form.resetFields();
      onClose();
    } catch (error) {
      form.setFields([{ name: 'name', errors: [nameProblemOf(error)] }]);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('listViews.saveTitle')}
      okText={t('buttons.save')}
      cancelText={t('buttons.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Text type="secondary">{t('listViews.saveHint')}</Text>
      <Form form={form} layout="vertical" onFinish={submit} style={{ marginTop: 12 }}>
        <Form.Item
          name="name"
          label={t('listViews.name')}
          rules={[{ required: true, whitespace: true, message: t('listViews.nameRequired') }]}
        >
          <Input autoFocus maxLength={maxViewNameLength} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
