import type { AuthActionResponse } from '@refinedev/core';
import { Alert, Button, Checkbox, Flex, Form, Input, Segmented, Typography, theme } from 'antd';
import { Lock, Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LogoMark } from '../../components/logo-mark';
import { type Language, languages, setLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import { preloadSignedInPages } from '../../lazy-pages';
import type { LoginParams } from '../../providers/sign-in';
import { type LoginFailure, loginErrorMessage } from './login-error';

interface SignInPanelProps {
  /** Asks the server; answers as refine's `authProvider.login` does. */
  signIn(params: LoginParams): Promise<AuthActionResponse>;
  /** Takes the signed-in user where they were going. */
  onSignedIn(to: string): void;
}

/**
 * Email, password and "remember me", with the failure shown inline (translated) rather than as
 * a notification named after the error code. Imports nothing of refine's runtime or the router:
 * the same panel is the whole sign-in screen when the browser opens `/login` directly.
 */
export function SignInPanel({ signIn, onSignedIn }: SignInPanelProps) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(preloadSignedInPages, []);

  const submit = async (values: LoginParams) => {
    setPending(true);
    try {
      const result = await signIn({ ...values, email: values.email.trim() });
      if (!result.success) {
        setFailure((result.error as LoginFailure | undefined) ?? {});
        return;
      }
      setFailure(null);
      onSignedIn(result.redirectTo ?? '/');
    } catch (error) {
      setFailure(error as LoginFailure);
    } finally {
      setPending(false);
    }
  };
  const message = failure ? loginErrorMessage(failure) : null;

  return (
    <Flex
      component="main"
      justify="center"
      align="center"
      style={{
        minHeight: '100vh',
        boxSizing: 'border-box',
        padding: 16,
        background: token.colorBgLayout,
      }}
    >
      {/* A plain panel, not antd's Card: Card brings Tabs, Menu and Dropdown with it (~18 KB gzip
          of the sign-in screen's script, measured by bench:web). */}
      <section
        aria-labelledby="login-title"
        style={{
          width: '100%',
          maxWidth: 400,
          padding: 32,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Flex vertical align="center" gap={8} style={{ marginBottom: 24, textAlign: 'center' }}>
          <LogoMark size={44} />
          <Typography.Text type="secondary">{t('shell.appName')}</Typography.Text>
          <Typography.Title id="login-title" level={1} style={{ fontSize: 24, margin: 0 }}>
            {t('login.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('login.subtitle')}</Typography.Text>
        </Flex>
        {message ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            message={t(message.key, message.values)}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Form<LoginParams>
          name="login"
          layout="vertical"
          requiredMark={false}
          initialValues={{ email: '', password: '', remember: false }}
          onFinish={(values) => void submit(values)}
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
              prefix={<Mail size={16} aria-hidden color={token.colorTextTertiary} />}
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password
              autoComplete="current-password"
              size="large"
              prefix={<Lock size={16} aria-hidden color={token.colorTextTertiary} />}
            />
          </Form.Item>
          <Form.Item name="remember" valuePropName="checked">
            <Checkbox>{t('login.remember')}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={pending}>
            {t('login.submit')}
          </Button>
        </Form>
        <Flex justify="center" style={{ marginTop: 24 }}>
          <Segmented<Language>
            size="small"
            aria-label={t('login.language')}
            value={i18n.language === 'de' ? 'de' : 'en'}
            onChange={(language) => void setLanguage(language)}
            options={languages.map((language) => ({
              value: language,
              label: t(`shell.languages.${language}`),
            }))}
          />
        </Flex>
      </section>
    </Flex>
  );
}
