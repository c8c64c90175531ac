import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * antd's Typography Text and Title as the first screens use them (a tone, strong, a key cap; a
 * heading level), drawn from the same theme tokens and rules (typography/style in antd 5).
 * Typography's module brings its editing field (antd's TextArea with rc-input and rc-textarea),
 * its copy button and their styles: weight on the dashboard's first screen that the floor of the
 * stack does not carry (`npm run bench:web -- --by-package` shows it). The record, settings and
 * sign-in pages keep antd's Typography.
 */
type Tone = 'secondary' | 'success' | 'warning' | 'danger';

interface TextProps {
  type?: Tone;
  /** Bold, in `<strong>`. */
  strong?: boolean;
  /** A key cap, in `<kbd>`. */
  keyboard?: boolean;
  style?: CSSProperties;
  children?: ReactNode;
}

export function Text({ type, strong, keyboard, style, children }: TextProps) {
  const { token } = theme.useToken();
  const colors: Record<Tone, string> = {
    secondary: token.colorTextDescription,
    success: token.colorSuccessText,
    warning: token.colorWarningText,
    danger: token.colorErrorText,
  };
  let content = children;
  if (strong) content = <strong style={{ fontWeight: token.fontWeightStrong }}>{content}</strong>;
  if (keyboard)
    content = (
      <kbd
        style={{
          margin: '0 0.2em',
          paddingInline: '0.4em',
          paddingBlock: '0.15em 0.1em',
          fontSize: '90%',
          fontFamily: token.fontFamilyCode,
          background: 'rgba(150, 150, 150, 0.06)',
          border: '1px solid rgba(100, 100, 100, 0.2)',
          borderBottomWidth: 2,
          borderRadius: 3,
        }}
      >
        {content}
      </kbd>
    );
  return (
    <span
      style={{
        color: type ? colors[type] : token.colorText,
        wordBreak: 'break-word',
        lineHeight: token.lineHeight,
        ...style,
      }}
    >
      {content}
    </span>
  );
}

interface TitleProps {
  level: 1 | 2 | 3 | 4 | 5;
  style?: CSSProperties;
  children?: ReactNode;
}

export function Title({ level, style, children }: TitleProps) {
  const { token } = theme.useToken();
  const Heading = `h${level}` as const;
  return (
    <Heading
      style={{
        marginTop: 0,
        marginBottom: '0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token[`fontSizeHeading${level}`],
        lineHeight: token[`lineHeightHeading${level}`],
        wordBreak: 'break-word',
        ...style,
      }}
    >
      {children}
    </Heading>
  );
}
