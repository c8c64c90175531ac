import type { BaseKey } from '@refinedev/core';
import { Button, Space } from 'antd';
import { useFollowClick } from '../../components/app-link';
import { usePermissionMap } from '../../components/use-permission-map';
import { buttonIcons } from '../button-icons';
import { recordPath } from '../fields/record-link';

interface RowActionsProps {
  resource: string;
  editable: boolean;
  id: BaseKey;
  /** The record's name in the links' labels ("Show ORD-000007"). */
  title: string;
  labels: { show: string; edit: string };
}

/**
 * The show and edit links of each row, shown as the role's permission map allows: one shared
 * query, where refine's ShowButton and EditButton ask the access-control provider per row, and
 * the app's one way of following a link (`FollowProvider`). They are links, so a middle click
 * or Ctrl+click opens the record in a new tab, as operators working through a list expect.
 */
export function rowActionsOf(resource: string, editable: boolean) {
  return (id: BaseKey, title: string, labels: RowActionsProps['labels']) => (
    <RowActions resource={resource} editable={editable} id={id} title={title} labels={labels} />
  );
}

/** Real links (a new tab with a middle click or Ctrl+click), followed in the page on a plain click. */
function RowActions({ resource, editable, id, title, labels }: RowActionsProps) {
  const permissions = usePermissionMap()?.[resource];
  const follow = useFollowClick();
  const links = [
    permissions?.show
      ? { href: recordPath(resource, 'show', id), label: labels.show, icon: buttonIcons.show }
      : null,
    editable && permissions?.edit
      ? { href: recordPath(resource, 'edit', id), label: labels.edit, icon: buttonIcons.edit }
      : null,
  ].filter((link) => link !== null);
  return (
    <Space size={4}>
      {links.map((link) => (
        <Button
          key={link.href}
          size="small"
          href={link.href}
          icon={link.icon}
          aria-label={`${link.label} ${title}`}
          title={`${link.label} ${title}`}
          onClick={follow(link.href)}
        />
      ))}
    </Space>
  );
}
