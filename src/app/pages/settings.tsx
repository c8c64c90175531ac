import { Col, Flex, Row } from 'antd';
import { PageHeading } from '../components/page-heading';
import { useTranslation } from '../i18n/use-translation';
import { AppearanceCard } from './settings/appearance-card';
import { LanguageCard } from './settings/language-card';
import { PasswordCard } from './settings/password-card';
import { ProfileCard } from './settings/profile-card';
import { SoundCard } from './settings/sound-card';

/** `/settings`: profile, password, appearance, language and the new-order sound. */
export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <Row gutter={[16, 16]} align="top">
        <Col xs={24} xl={14}>
          <Flex vertical gap={16}>
            <ProfileCard />
            <PasswordCard />
          </Flex>
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap={16}>
            <AppearanceCard />
            <LanguageCard />
            <SoundCard />
          </Flex>
        </Col>
      </Row>
    </>
  );
}
