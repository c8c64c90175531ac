import { useGo, useInvalidateAuthStore, useLogin } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Form, Input, Segmented, Typography, theme } from 'antd';
import { Lock, Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../components/logo-mark';
import { type Language, languages, setLanguage } from '../i18n';
import { preloadSignedInPages } from '../lazy-pages';
import type { LoginParams } from '../providers/auth';
import { type LoginFailure, loginErrorMessage } from './login/login-error';

/** `/login`: email, password and "remember me". Kept light: no tables, no charts. */
export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const go = useGo();
  const invalidateAuthStore = useInvalidateAuthStore();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  useEffect(preloadSignedInPages, []);
  // Our own onSuccess: the provider has already checked `?to=`, and the failure is shown inline
  // (translated) rather than as refine's notification named after the error code.
  const { mutate: login, isPending } = useLogin<LoginParams>({
    mutationOptions: {
      onSuccess: ({ success, redirectTo, error }) => {
        if (!success) {
          setFailure((error as LoginFailure | undefined) ?? {});
          return;
        }
        setFailure(null);
        // Whatever was fetched before belonged to no one or to someone else (a session that
        // ended, another person on this browser): permissions and records start afresh.
        queryClient.clear();
        void invalidateAuthStore();
        go({ to: redirectTo ?? '/', type: 'replace' });
      },
      onError: (error) => setFailure(error as LoginFailure),
    },
  });
  const message = failure ? loginErrorMessage(failure) : null;

  return (
    <Flex
      component="main"
      justify="center"
      align="center"
      style={{ minHeight: '100vh', padding: 16, background: token.colorBgLayout }}
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
          onFinish={(values) => login({ ...values, email: values.email.trim() })}
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
          <Button type="primary" htmlType="submit" size="large" block loading={isPending}>
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
