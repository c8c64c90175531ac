import type { BaseKey } from '@refinedev/core';
import { Button, Form, Input } from 'antd';
import { maxNoteLength } from '../../../resources/order-notes';
import { useLabels } from '../../crud/fields/labels';
import { useAddOrderNote } from './use-order-notes';

/** A new note on the order: 1–1000 characters, cleared once added. */
export function OrderNoteForm({ orderId, onAdded }: { orderId: BaseKey; onAdded: () => void }) {
  const { t } = useLabels('orders');
  const [form] = Form.useForm<{ text: string }>();
  const { add, adding } = useAddOrderNote(orderId, () => {
    form.resetFields();
    onAdded();
  });
  return (
    <Form form={form} layout="vertical" onFinish={({ text }) => add(text.trim())}>
      <Form.Item
        name="text"
        label={t('crud.orders.notes.label')}
        rules={[
          { required: true, whitespace: true, message: t('crud.validation.required') },
          { max: maxNoteLength, message: t('crud.validation.maxChars', { n: maxNoteLength }) },
        ]}
        style={{ marginBottom: 8 }}
      >
        <Input.TextArea
          placeholder={t('crud.orders.notes.placeholder')}
          maxLength={maxNoteLength}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={adding}>
        {t('crud.orders.notes.add')}
      </Button>
    </Form>
  );
}
