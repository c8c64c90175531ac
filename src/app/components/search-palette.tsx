import { useGo } from '@refinedev/core';
import { Alert, Input, type InputRef, Modal, Spin, Typography } from 'antd';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { groupByResource, optionId, SearchResults } from './search-results';
import { minimumQueryLength, type SearchHit, useSearchHits } from './use-search-hits';

interface SearchPaletteProps {
  open: boolean;
  query: string;
  onQueryChange(query: string): void;
  onClose(): void;
}

const listId = 'global-search-results';

/** The command palette: type, move with ↑ ↓, open with Enter or a click. */
export function SearchPalette({ open, query, onQueryChange, onClose }: SearchPaletteProps) {
  const { t } = useTranslation();
  const go = useGo();
  const input = useRef<InputRef>(null);
  const { hits, searching, error, settled } = useSearchHits(open ? query : '');
  const ordered = useMemo(
    () => groupByResource(hits).flatMap((group) => group.entries.map((entry) => entry.hit)),
    [hits],
  );
  // The highlighted hit, back on the first whenever the hits change.
  const [selection, setSelection] = useState({ hits: ordered, index: 0 });
  const active = selection.hits === ordered ? selection.index : 0;
  const setActive = (index: number) => setSelection({ hits: ordered, index });
  useEffect(() => {
    document.getElementById(optionId(listId, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const choose = (hit: SearchHit) => {
    onClose();
    go({ to: `/${hit.resource}/show/${hit.id}` });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (ordered.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + ordered.length) % ordered.length);
    } else if (event.key === 'Enter') {
      const hit = ordered[active];
      if (hit) {
        event.preventDefault();
        choose(hit);
      }
    }
  };

  // The field takes the keys as soon as the dialog is drawn, not after its opening animation
  // (when antd's own focus came): what is typed right after Ctrl+K is kept.
  useEffect(() => {
    if (!open) return;
    input.current?.focus({ preventScroll: true });
    const frame = requestAnimationFrame(() => input.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const typed = query.trim().length >= minimumQueryLength;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      closable={false}
      width={600}
      style={{ top: 72 }}
      destroyOnHidden
      afterOpenChange={(visible) => visible && input.current?.focus()}
      title={<span className="sr-only">{t('shell.search.label')}</span>}
    >
      <Input
        ref={input}
        autoFocus
        size="large"
        allowClear
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={onKeyDown}
        prefix={<Search size={18} aria-hidden />}
        placeholder={t('shell.search.placeholder')}
        aria-label={t('shell.search.label')}
        role="combobox"
        aria-expanded={ordered.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={ordered.length > 0 ? optionId(listId, active) : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      <div style={{ maxHeight: '60vh', overflowY: 'auto', marginTop: 4 }} aria-live="polite">
        {error ? (
          <Alert
            style={{ marginTop: 12 }}
            type="error"
            showIcon
            message={t('shell.search.failed', { message: error.message })}
          />
        ) : ordered.length > 0 ? (
          <SearchResults
            id={listId}
            hits={ordered}
            active={active}
            onActivate={setActive}
            onChoose={choose}
          />
        ) : searching ? (
          <div style={{ padding: 24, textAlign: 'center' }}>
            <Spin size="small" />{' '}
            <Typography.Text type="secondary">{t('shell.search.searching')}</Typography.Text>
          </div>
        ) : (
          <Typography.Paragraph type="secondary" style={{ margin: '16px 12px 4px' }}>
            {typed && settled
              ? t('shell.search.empty', { query: settled })
              : t('shell.search.hint')}
          </Typography.Paragraph>
        )}
      </div>
    </Modal>
  );
}
