import { Mail, Phone } from 'lucide-react';

/**
 * Plain anchors, styled as the app's other links (`AppLink`): antd's Typography.Link would bring
 * Typography's editing and copying parts to every list (see components/text.tsx).
 */
const linkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  whiteSpace: 'nowrap',
} as const;

/** An email address as a `mailto:` link with the mail symbol. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} style={linkStyle}>
      <Mail size={14} aria-hidden />
      {email}
    </a>
  );
}

/** A phone number as a `tel:` link with the phone symbol. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone}`} style={linkStyle}>
      <Phone size={14} aria-hidden />
      {phone}
    </a>
  );
}
