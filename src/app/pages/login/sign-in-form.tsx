import { Button, Checkbox, Form, Input, theme } from 'antd';
import { Lock, Mail } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import type { LoginParams } from '../../providers/sign-in';

/** Email, password and "remember me", checked before they are sent. */
export function SignInForm({
  onSubmit,
  pending,
}: {
  onSubmit(values: LoginParams): void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const icon = { size: 16, 'aria-hidden': true, color: token.colorTextTertiary } as const;
  return (
    <Form<LoginParams>
      name="login"
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: '', password: '', remember: false }}
      onFinish={onSubmit}
    >
      <Form.Item
        name="email"
        label={t('login.email')}
        rules={[
          { required: true, whitespace: true, message: t('login.emailRequired') },
          { type: 'email', message: t('login.emailInvalid') },
        ]}
      >
        <Input
          type="email"
          inputMode="email"
          autoComplete="username"
          autoFocus
          size="large"
          prefix={<Mail {...icon} />}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" size="large" prefix={<Lock {...icon} />} />
      </Form.Item>
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox>{t('login.remember')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={pending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
