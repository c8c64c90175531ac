import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { HeaderButton, type HeaderButtonProps } from './header-button';

interface IconButtonProps extends Omit<HeaderButtonProps, 'icon' | 'children'> {
  /** Names the button for screen readers and shows as its tooltip. */
  label: string;
  icon: ReactNode;
}

/** A square header button: a Lucide icon, its name as tooltip and accessible label. */
export function IconButton({ label, icon, ...props }: IconButtonProps) {
  const button = <HeaderButton aria-label={label} icon={icon} {...props} />;
  // A disabled button fires no pointer events, so the tooltip hangs on a wrapper.
  return (
    <Tooltip title={label}>
      {props.disabled ? <span style={{ display: 'inline-flex' }}>{button}</span> : button}
    </Tooltip>
  );
}
