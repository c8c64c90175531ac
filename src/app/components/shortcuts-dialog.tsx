import { Modal } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Text } from './text';
import { shortcuts } from './use-keyboard-shortcuts';
import { isMac } from './use-search-hotkey';

/** The `?` dialog: every shortcut with its keys (loaded when first asked for). */
export default function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const rows: [string[], string][] = [
    ...Object.entries(shortcuts).map(
      ([sequence, action]) =>
        [sequence.split(' '), t(`shell.keyboard.${action}`)] as [string[], string],
    ),
    [[isMac() ? '⌘ K' : 'Ctrl K'], t('shell.keyboard.palette')],
  ];
  return (
    <Modal open onCancel={onClose} footer={null} title={t('shell.keyboard.title')}>
      <dl className="shortcut-list">
        {rows.map(([keys, label]) => (
          <Fragment key={keys.join(' ')}>
            <dt>
              {keys.map((key, index) => (
                <Fragment key={key}>
                  {index > 0 ? ` ${t('shell.keyboard.followedBy')} ` : null}
                  <Text keyboard>{key}</Text>
                </Fragment>
              ))}
            </dt>
            <dd>{label}</dd>
          </Fragment>
        ))}
      </dl>
    </Modal>
  );
}
