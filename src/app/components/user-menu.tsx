import { useGetIdentity } from '@refinedev/core';
import { theme } from 'antd';
import { ChevronDown, User } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { lazyComponent } from '../lib/lazy';
import { WhenIdle } from '../lib/when-idle';
import type { Identity } from '../providers/identity';
import { HeaderButton, type HeaderButtonProps } from './header-button';
import { Text } from './text';

/**
 * The menu itself (antd's Dropdown with its motion and styles, which weigh on the dashboard) is
 * not part of the first screen: it loads once the browser is idle after the first draw, or when
 * the pointer reaches the button, and a click before then opens it as soon as it has loaded.
 */
const UserMenuDropdown = lazyComponent(() =>
  import('./user-menu-dropdown').then((module) => module.UserMenuDropdown),
);

/**
 * A person in a grey circle, as antd's Avatar with an icon draws it (its default colours), without
 * Avatar: its module brings Popover for avatar groups into every signed-in first screen
 * (`npm run bench:web -- --by-package` shows its weight).
 */
function PersonCircle({ size }: { size: number }) {
  const { token } = theme.useToken();
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: '50%',
        background: token.colorTextPlaceholder,
        color: token.colorTextLightSolid,
      }}
    >
      <User size={16} aria-hidden />
    </span>
  );
}

/** The signed-in user's name and a down arrow, opening Settings and Log out. */
export function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { data: identity } = useGetIdentity<Identity>();
  const [open, setOpen] = useState(false);
  const [reached, setReached] = useState(false);
  // A click on the stand-in moves the focus to the menu's own button once it has loaded.
  const clickedEarly = useRef(false);
  const name = identity?.name ?? '';

  const button = (props: HeaderButtonProps) => (
    <HeaderButton
      aria-label={t('shell.user.menu', { name })}
      style={{ paddingInline: compact ? 4 : 8, height: 40 }}
      {...props}
    >
      <PersonCircle size={28} />
      {compact ? null : <Text strong>{name}</Text>}
      <ChevronDown size={16} aria-hidden />
    </HeaderButton>
  );
  const standIn = button({
    onPointerEnter: () => setReached(true),
    onClick: () => {
      clickedEarly.current = true;
      setReached(true);
      setOpen(true);
    },
  });
  return (
    <WhenIdle afterMs={1000} reached={reached} standIn={standIn}>
      <UserMenuDropdown identity={identity} open={open} onOpenChange={setOpen}>
        {button({
          ref: (node) => {
            if (node && clickedEarly.current) node.focus();
            clickedEarly.current = false;
          },
        })}
      </UserMenuDropdown>
    </WhenIdle>
  );
}
