import { Typography } from 'antd';
import { Mail, Phone } from 'lucide-react';

const linkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  whiteSpace: 'nowrap',
} as const;

/** An email address as a `mailto:` link with the mail symbol. */
export function EmailLink({ email }: { email: string }) {
  return (
    <Typography.Link href={`mailto:${email}`} style={linkStyle}>
      <Mail size={14} aria-hidden />
      {email}
    </Typography.Link>
  );
}

/** A phone number as a `tel:` link with the phone symbol. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <Typography.Link href={`tel:${phone}`} style={linkStyle}>
      <Phone size={14} aria-hidden />
      {phone}
    </Typography.Link>
  );
}
