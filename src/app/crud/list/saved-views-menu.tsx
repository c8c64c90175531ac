import { Button, Dropdown, type MenuProps } from 'antd';
import { Bookmark, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { viewableLists } from '../../../resources/saved-view-lists';
import { useTranslation } from '../../i18n/use-translation';
import type { OpenedView } from './list-location';
import { ManageViewsDialog } from './manage-views-dialog';
import { SaveViewDialog } from './save-view-dialog';
import { useSavedViews } from './use-saved-views';

type Dialog = 'save' | 'manage' | undefined;

const isViewable = (resource: string) => (viewableLists as readonly string[]).includes(resource);

/**
 * The list header's "Views": the user's saved views of this list (one opens its query), saving
 * the list as it is now, and renaming or deleting views.
 */
export function SavedViewsMenu({ resource }: { resource: string }) {
  if (!isViewable(resource)) return null;
  return <ViewsMenu resource={resource} />;
}

function ViewsMenu({ resource }: { resource: string }) {
  const { t } = useTranslation();
  const { views, save, rename, remove } = useSavedViews(resource);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>();
  const items: MenuProps['items'] = [
    ...(views.length > 0
      ? views.map((view) => ({ key: `view:${view.id}`, label: view.name }))
      : [{ key: 'none', label: t('listViews.none'), disabled: true }]),
    { type: 'divider' },
    { key: 'save', label: t('listViews.save') },
    ...(views.length > 0 ? [{ key: 'manage', label: t('listViews.manage') }] : []),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'save' || key === 'manage') return setDialog(key);
    const view = views.find((candidate) => `view:${candidate.id}` === key);
    if (view)
      navigate(
        { search: view.query ? `?${view.query}` : '' },
        { state: { openedView: Date.now() } satisfies OpenedView },
      );
  };
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} autoFocus>
        <Button icon={<Bookmark size={16} aria-hidden />}>
          {t('listViews.views')} <ChevronDown size={14} aria-hidden />
        </Button>
      </Dropdown>
      <SaveViewDialog
        open={dialog === 'save'}
        onClose={() => setDialog(undefined)}
        // The address bar's query: the rendered one may not have caught up with the last change.
        onSave={(name) => save({ name, query: window.location.search.replace(/^\?/, '') })}
      />
      <ManageViewsDialog
        open={dialog === 'manage'}
        views={views}
        onClose={() => setDialog(undefined)}
        onRename={(view, name) => rename({ view, name })}
        onRemove={remove}
      />
    </>
  );
}
