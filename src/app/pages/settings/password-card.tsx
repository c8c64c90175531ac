import { useLogout, useParsed } from '@refinedev/core';
import { Alert, Button, Card, Form, Input, theme } from 'antd';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { apiUrl } from '../../providers/config';
import { http } from '../../providers/data';
import { useFeedback } from '../../providers/feedback';
import { forgetMe } from '../../providers/identity';
import { loginPathFor } from '../../providers/sign-in';
import { showFieldErrors } from './field-errors';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Changes the password (`POST /api/auth/password`); the server then ends every session, so sign in again. */
export function PasswordCard() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message } = useFeedback();
  const { mutate: logout } = useLogout();
  const { pathname } = useParsed();
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);
  const lock = <Lock size={16} aria-hidden color={token.colorTextTertiary} />;

  const change = async ({ currentPassword, newPassword }: PasswordValues) => {
    setSaving(true);
    try {
      await http.post(`${apiUrl}/auth/password`, { currentPassword, newPassword });
      message.success({ content: t('settings.password.changed'), duration: 8 });
      // The server has ended this session too: drop what we know and go to the sign-in page,
      // which leads back here, as every other ending of a session does (the shell's own check
      // may see the ended session first and send the user to the same address).
      forgetMe();
      logout({ redirectPath: loginPathFor(pathname ?? '/settings') });
    } catch (error) {
      if (!showFieldErrors(form, error, ['currentPassword', 'newPassword'])) {
        message.error(t('settings.failed', { message: (error as Error).message }));
      }
      setSaving(false);
    }
  };

  return (
    <Card title={t('settings.password.title')}>
      <Alert
        type="info"
        showIcon
        message={t('settings.password.signOutNotice')}
        style={{ marginBottom: 16 }}
      />
      <Form<PasswordValues>
        form={form}
        name="password"
        layout="vertical"
        requiredMark={false}
        onFinish={change}
      >
        <Form.Item
          name="currentPassword"
          label={t('settings.password.current')}
          rules={[{ required: true, message: t('settings.password.currentRequired') }]}
        >
          <Input.Password autoComplete="current-password" prefix={lock} />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('settings.password.new')}
          extra={t('settings.password.newHelp')}
          rules={[{ required: true, min: 12, max: 128, message: t('settings.password.newLength') }]}
        >
          <Input.Password autoComplete="new-password" prefix={lock} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('settings.password.confirm')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('settings.password.confirmMismatch') },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('settings.password.confirmMismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" prefix={lock} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('settings.password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
