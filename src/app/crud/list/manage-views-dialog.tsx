import { useNotification } from '@refinedev/core';
import { Button, Flex, Form, Input, Modal } from 'antd';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { maxViewNameLength } from '../../../resources/saved-view-lists';
import type { SavedView } from '../../../resources/saved-views';
import { useTranslation } from '../../i18n/use-translation';
import { nameProblemOf } from './use-saved-views';

interface ManageViewsDialogProps {
  open: boolean;
  views: readonly SavedView[];
  onClose(): void;
  onRename(view: SavedView, name: string): Promise<unknown>;
  onRemove(view: SavedView): Promise<unknown>;
}

/** The user's views of the list, each renamed or deleted in its own row. */
export function ManageViewsDialog({ open, views, onClose, ...actions }: ManageViewsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('listViews.manageTitle')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('listViews.done')}
        </Button>
      }
      destroyOnHidden
    >
      {views.map((view) => (
        <ViewRow key={view.id} view={view} {...actions} />
      ))}
    </Modal>
  );
}

function ViewRow({
  view,
  onRename,
  onRemove,
}: { view: SavedView } & Pick<ManageViewsDialogProps, 'onRename' | 'onRemove'>) {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const [name, setName] = useState(view.name);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await work();
      notify?.({ type: 'success', message: '', description: done });
    } catch (error) {
      setProblem(nameProblemOf(error));
    } finally {
      setBusy(false);
    }
  };
  const rename = () => {
    const next = name.trim();
    if (next === '') return setProblem(t('listViews.nameRequired'));
    if (next !== view.name)
      void run(() => onRename(view, next), t('listViews.renamed', { name: next }));
  };
  return (
    <Form.Item
      validateStatus={problem ? 'error' : undefined}
      help={problem}
      style={{ marginBottom: 12 }}
    >
      <Flex gap={8}>
        <Input
          aria-label={t('listViews.nameOf', { name: view.name })}
          value={name}
          maxLength={maxViewNameLength}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={rename}
        />
        <Button
          loading={busy}
          aria-label={t('listViews.renameView', { name: view.name })}
          onClick={rename}
        >
          {t('listViews.rename')}
        </Button>
        <Button
          danger
          icon={<Trash2 size={16} aria-hidden />}
          aria-label={t('listViews.deleteView', { name: view.name })}
          onClick={() =>
            void run(() => onRemove(view), t('listViews.deleted', { name: view.name }))
          }
        />
      </Flex>
    </Form.Item>
  );
}
