import { theme } from 'antd';
import type { ButtonHTMLAttributes, CSSProperties, ReactNode, Ref } from 'react';

export interface HeaderButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `text` (the default) has no border; `outlined` is antd's default button. */
  variant?: 'text' | 'outlined';
  danger?: boolean;
  /** Drawn before the children; without children the button is a square. */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A header button as antd's text and default Buttons draw it, from the same theme tokens (colours,
 * height, radius, focus ring; the rules are `.header-button` in global.css). The header is the
 * only part of the dashboard's first screen with buttons, and antd's Button with its styles and
 * click wave weighed on it (`npm run bench:web -- --by-package` shows how much). The lists and
 * forms keep antd's Button.
 */
export function HeaderButton({
  variant = 'text',
  danger,
  icon,
  children,
  className,
  style,
  type = 'button',
  ...props
}: HeaderButtonProps) {
  const { token } = theme.useToken();
  const outlined = variant === 'outlined';
  // Under the pointer and pressed, a text button takes a background; the outlined one a colour.
  const [hoverBg, activeBg] = danger
    ? [token.colorErrorBg, token.colorErrorBgActive]
    : [token.colorBgTextHover, token.colorBgTextActive];
  const tokens = {
    '--header-button-text': danger ? token.colorError : token.colorText,
    '--header-button-bg': outlined ? token.colorBgContainer : 'transparent',
    '--header-button-border': outlined ? token.colorBorder : 'transparent',
    '--header-button-hover-text': outlined ? token.colorPrimaryHover : undefined,
    '--header-button-hover-border': outlined ? token.colorPrimaryHover : undefined,
    '--header-button-hover-bg': outlined ? undefined : hoverBg,
    '--header-button-active-bg': outlined ? undefined : activeBg,
    '--header-button-focus': token.colorPrimaryBorder,
    '--header-button-disabled': token.colorTextDisabled,
    height: token.controlHeight,
    minWidth: token.controlHeight,
    paddingInline: children === undefined ? 0 : token.paddingContentHorizontal - token.lineWidth,
    gap: token.marginXS,
    borderRadius: token.borderRadius,
    borderWidth: token.lineWidth,
    fontSize: token.fontSize,
    boxShadow: outlined ? `0 2px 0 ${token.colorFillQuaternary}` : undefined,
    ...style,
  } as CSSProperties;
  return (
    <button
      type={type}
      className={className ? `header-button ${className}` : 'header-button'}
      style={tokens}
      {...props}
    >
      {icon}
      {children}
    </button>
  );
}
