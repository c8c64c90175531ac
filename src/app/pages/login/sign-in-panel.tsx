import type { AuthActionResponse } from '@refinedev/core';
import { Alert, Flex, Segmented, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { LogoMark } from '../../components/logo-mark';
import { type Language, languages, setLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import type { LoginParams } from '../../providers/sign-in';
import { SignInForm } from './sign-in-form';
import { useSignIn } from './use-sign-in';

interface SignInPanelProps {
  /** Asks the server; answers as refine's `authProvider.login` does. */
  signIn(params: LoginParams): Promise<AuthActionResponse>;
  /** Takes the signed-in user where they were going. */
  onSignedIn(to: string): void;
  /** What to fetch while the password is typed (the pages that follow); returns its cleanup. */
  preload?: () => () => void;
}

const nothingToPreload = () => () => undefined;

/**
 * Email, password and "remember me", with the failure shown inline (translated) rather than as
 * a notification named after the error code. Imports nothing of refine's runtime or the router:
 * the same panel is the whole sign-in screen when the browser opens `/login` directly.
 */
export function SignInPanel({ signIn, onSignedIn, preload = nothingToPreload }: SignInPanelProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { submit, pending, message } = useSignIn(signIn, onSignedIn);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched once, as the panel shows.
  useEffect(preload, []);
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
      {/* A plain panel, not antd's Card: Card brings Tabs, Menu and Dropdown with it, which the
          sign-in screen never draws. */}
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
        <SignInHeading />
        {message ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            message={t(message.key, message.values)}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <SignInForm onSubmit={(values) => void submit(values)} pending={pending} />
        <LanguageSwitch />
      </section>
    </Flex>
  );
}

function SignInHeading() {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" gap={8} style={{ marginBottom: 24, textAlign: 'center' }}>
      <LogoMark size={44} />
      <Typography.Text type="secondary">{t('shell.appName')}</Typography.Text>
      <Typography.Title id="login-title" level={1} style={{ fontSize: 24, margin: 0 }}>
        {t('login.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('login.subtitle')}</Typography.Text>
    </Flex>
  );
}

function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
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
  );
}
