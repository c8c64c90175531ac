import { useGetIdentity, useInvalidateAuthStore } from '@refinedev/core';
import { Button, Card, Form, Input, Skeleton, theme } from 'antd';
import { Mail, Phone, User } from 'lucide-react';
import { useState } from 'react';
import { phoneNumber } from '../../../resources/schemas';
import { useTranslation } from '../../i18n/use-translation';
import { apiUrl } from '../../providers/config';
import { http } from '../../providers/data';
import { useFeedback } from '../../providers/feedback';
import { type Identity, type Me, rememberMe } from '../../providers/identity';
import { showFieldErrors } from './field-errors';

interface ProfileValues {
  name: string;
  phone: string;
}

/** Name and phone of the signed-in user (`PATCH /api/auth/me`). */
export function ProfileCard() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message } = useFeedback();
  const { data: identity } = useGetIdentity<Identity>();
  const invalidateAuthStore = useInvalidateAuthStore();
  const [form] = Form.useForm<ProfileValues>();
  const [saving, setSaving] = useState(false);
  const iconColor = token.colorTextTertiary;

  const save = async (values: ProfileValues) => {
    setSaving(true);
    try {
      const phone = values.phone.trim();
      const { data } = await http.patch<Me>(`${apiUrl}/auth/me`, {
        name: values.name.trim(),
        phone: phone === '' ? null : (phoneNumber.safeParse(phone).data ?? phone),
      });
      rememberMe(data);
      await invalidateAuthStore();
      message.success(t('settings.profile.saved'));
    } catch (error) {
      if (!showFieldErrors(form, error, ['name', 'phone'])) {
        message.error(t('settings.failed', { message: (error as Error).message }));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('settings.profile.title')}>
      {identity ? (
        <Form<ProfileValues>
          key={identity.id}
          form={form}
          name="profile"
          layout="vertical"
          requiredMark={false}
          initialValues={{ name: identity.name, phone: identity.phone ?? '' }}
          onFinish={save}
        >
          <Form.Item
            name="name"
            label={t('settings.profile.name')}
            rules={[
              { required: true, whitespace: true, message: t('settings.profile.nameRequired') },
              { min: 2, max: 80, message: t('settings.profile.nameLength') },
            ]}
          >
            <Input autoComplete="name" prefix={<User size={16} aria-hidden color={iconColor} />} />
          </Form.Item>
          <Form.Item
            label={t('settings.profile.email')}
            extra={t('settings.profile.emailHelp')}
            htmlFor="profile_email"
          >
            <Input
              id="profile_email"
              value={identity.email}
              readOnly
              variant="filled"
              prefix={<Mail size={16} aria-hidden color={iconColor} />}
            />
          </Form.Item>
          <Form.Item
            name="phone"
            label={t('settings.profile.phone')}
            extra={t('settings.profile.phoneHelp')}
            rules={[
              {
                // The server's own rule, so what passes here (`+49 30 1234 5678`) passes there.
                validator: async (_rule, value?: string) => {
                  const phone = value?.trim() ?? '';
                  if (phone !== '' && !phoneNumber.safeParse(phone).success)
                    throw new Error(t('settings.profile.phoneInvalid'));
                },
              },
            ]}
          >
            <Input
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="+49 30 1234 5678"
              prefix={<Phone size={16} aria-hidden color={iconColor} />}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('settings.profile.save')}
          </Button>
        </Form>
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
