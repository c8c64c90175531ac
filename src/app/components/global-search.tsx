import { theme } from 'antd';
import { Search } from 'lucide-react';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { HeaderButton } from './header-button';
import { IconButton } from './icon-button';
import { SearchPalette } from './lazy-search-palette';
import { Text } from './text';
import { isMac, useSearchHotkey } from './use-search-hotkey';

export interface GlobalSearchProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  query: string;
  onQueryChange(query: string): void;
  /** Show only the magnifier (phones). */
  compact?: boolean;
}

/** The header's search: a button (and Ctrl/Cmd+K) opening the search palette. */
export function GlobalSearch({
  open,
  onOpenChange,
  query,
  onQueryChange,
  compact,
}: GlobalSearchProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const show = useCallback(() => onOpenChange(true), [onOpenChange]);
  useSearchHotkey(show);
  const close = () => {
    onOpenChange(false);
    onQueryChange('');
  };
  // Mounted from its first opening on (so it can animate closed), loaded then if not before.
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  const shortcut = isMac() ? '⌘ K' : t('shell.search.ctrlShortcut');

  return (
    <>
      {compact ? (
        <IconButton
          label={t('shell.search.open', { shortcut })}
          icon={<Search size={18} aria-hidden />}
          onClick={show}
        />
      ) : (
        <HeaderButton
          variant="outlined"
          onClick={show}
          aria-keyshortcuts="Control+K Meta+K"
          icon={<Search size={16} aria-hidden />}
          style={{ width: 280, justifyContent: 'flex-start', color: token.colorTextTertiary }}
        >
          <span style={{ flex: 1, textAlign: 'start' }}>{t('shell.search.button')}</span>
          <Text keyboard style={{ fontSize: 12, color: token.colorTextTertiary }}>
            {shortcut}
          </Text>
        </HeaderButton>
      )}
      {open || used ? (
        <Suspense fallback={null}>
          <SearchPalette open={open} query={query} onQueryChange={onQueryChange} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
