import { Button, Checkbox, Flex, Modal } from 'antd';
import { ArrowDown, ArrowUp, Columns3 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ResourceDefinition } from '../../../resources';
import { Text } from '../../components/text';
import { useLabels } from '../fields/labels';
import { useSlots } from '../slots';
import { useViewerId } from '../slots/deletable';
import { listColumnsOf } from './columns';
import { chooseColumns } from './list-memory';
import { columnChoices, columnsIn, moved, withColumns } from './list-url';

type Direction = 'up' | 'down';

/**
 * Shows, hides and orders a list's columns: the choice goes into the URL (`columns=`), so a link
 * or a saved view keeps it, and is kept as the user's own for this list.
 */
export function ColumnPicker({ resource }: { resource: ResourceDefinition }) {
  const { t, field } = useLabels(resource.name);
  const slots = useSlots(resource.name);
  const all = useMemo(
    () => listColumnsOf(resource, slots).map((spec) => spec.name),
    [resource, slots],
  );
  const { search } = useLocation();
  const navigate = useNavigate();
  const viewerId = useViewerId();
  const [open, setOpen] = useState(false);
  const [focusAfter, setFocusAfter] = useState<string>();
  const listRef = useRef<HTMLOListElement>(null);
  const choices = columnChoices(all, columnsIn(search, all));
  const shown = choices.filter((choice) => choice.visible).map((choice) => choice.name);

  const apply = (visible: string[]) => {
    const names = visible.join(',') === all.join(',') ? undefined : visible;
    if (viewerId !== undefined) chooseColumns(viewerId, resource.name, names);
    // The address bar's query, not the rendered one: a sort's URL reaches this render later (the
    // router's updates are transitions), and writing the rendered one back undid the sort.
    navigate({ search: `?${withColumns(window.location.search, names)}` }, { replace: true });
  };
  const toggle = (name: string, visible: boolean) =>
    apply(visible ? [...shown, name] : shown.filter((other) => other !== name));
  const move = (name: string, direction: Direction) => {
    apply(moved(shown, shown.indexOf(name), direction === 'up' ? -1 : 1));
    setFocusAfter(`${name}:${direction}`);
  };
  // A moved row's button keeps the focus (or its other button, at an end), as a keyboard user expects.
  useEffect(() => {
    if (!focusAfter) return;
    const [name, direction] = focusAfter.split(':');
    const other = direction === 'up' ? 'down' : 'up';
    const button = (wanted: string) =>
      listRef.current?.querySelector<HTMLButtonElement>(
        `[data-move="${name}:${wanted}"]:not([disabled])`,
      );
    (button(direction ?? '') ?? button(other))?.focus();
    setFocusAfter(undefined);
  }, [focusAfter]);

  return (
    <>
      <Button icon={<Columns3 size={16} aria-hidden />} onClick={() => setOpen(true)}>
        {t('listViews.columns')}
      </Button>
      <Modal
        open={open}
        title={t('listViews.columnsTitle')}
        onCancel={() => setOpen(false)}
        footer={
          <Flex justify="space-between" wrap gap={8}>
            <Button onClick={() => apply(all)}>{t('listViews.reset')}</Button>
            <Button type="primary" onClick={() => setOpen(false)}>
              {t('listViews.done')}
            </Button>
          </Flex>
        }
      >
        <Text type="secondary">{t('listViews.columnsHint')}</Text>
        <ol ref={listRef} style={{ listStyle: 'none', padding: 0, margin: '12px 0 0' }}>
          {choices.map(({ name, visible }) => {
            const label = field(name);
            const at = shown.indexOf(name);
            return (
              <li key={name}>
                <Flex align="center" justify="space-between" gap={8} style={{ padding: '4px 0' }}>
                  <Checkbox
                    checked={visible}
                    // The last shown column stays: a list of no columns shows nothing.
                    disabled={visible && shown.length === 1}
                    onChange={(event) => toggle(name, event.target.checked)}
                  >
                    {label}
                  </Checkbox>
                  <Flex gap={4}>
                    <Button
                      size="small"
                      icon={<ArrowUp size={14} aria-hidden />}
                      aria-label={t('listViews.moveUp', { column: label })}
                      data-move={`${name}:up`}
                      disabled={!visible || at === 0}
                      onClick={() => move(name, 'up')}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDown size={14} aria-hidden />}
                      aria-label={t('listViews.moveDown', { column: label })}
                      data-move={`${name}:down`}
                      disabled={!visible || at === shown.length - 1}
                      onClick={() => move(name, 'down')}
                    />
                  </Flex>
                </Flex>
              </li>
            );
          })}
        </ol>
      </Modal>
    </>
  );
}
