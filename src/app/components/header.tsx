import { Flex, Layout, theme } from 'antd';
import { memo, useCallback, useState } from 'react';
import { ColorModeToggle } from './color-mode-toggle';
import { GlobalSearch } from './global-search';
import { LogoMark } from './logo-mark';
import { MenuButton } from './menu-button';
import { RefreshButton } from './refresh-button';
import { SoundToggle } from './sound-toggle';
import { useBreakpoint } from './use-breakpoint';
import { UserMenu } from './user-menu';
import { VoiceSearchButton } from './voice-search-button';

/**
 * The header: menu, global search, voice, refresh, sound, light/dark and the user menu. Nothing
 * in it follows the page, so the frame's re-render on each navigation passes it by (memo).
 */
export const Header = memo(function Header() {
  const { token } = theme.useToken();
  const screens = useBreakpoint();
  // The same breakpoint at which the side menu becomes a drawer (ShellLayout).
  const phone = screens.lg === false;
  const narrow = screens.md === false;
  const [searchOpen, setSearchOpen] = useState(false);
  const [query, setQuery] = useState('');
  const searchFor = useCallback((text: string) => {
    setQuery(text);
    setSearchOpen(true);
  }, []);

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        gap: narrow ? 4 : 12,
        height: 64,
        padding: narrow ? '0 8px' : '0 24px 0 16px',
        background: token.colorBgElevated,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <MenuButton phone={phone} />
      {phone ? <LogoMark size={28} /> : null}
      <GlobalSearch
        open={searchOpen}
        onOpenChange={setSearchOpen}
        query={query}
        onQueryChange={setQuery}
        compact={narrow}
      />
      <div style={{ flex: 1 }} />
      <Flex gap={narrow ? 0 : 4} align="center">
        <VoiceSearchButton onTranscript={searchFor} />
        <RefreshButton />
        <SoundToggle />
        <ColorModeToggle />
        <UserMenu compact={narrow} />
      </Flex>
    </Layout.Header>
  );
});
