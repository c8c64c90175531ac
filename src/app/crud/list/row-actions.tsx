import { type BaseKey, useGo } from '@refinedev/core';
import { Button, Space } from 'antd';
import type { MouseEvent } from 'react';
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
  go: (to: string) => void;
}

/**
 * The show and edit links of each row, shown as the role's permission map allows: one shared
 * query, where refine's ShowButton and EditButton ask the access-control provider per row, and
 * one `useGo` for the whole table. They are links, so a middle click or Ctrl+click opens the
 * record in a new tab, as operators working through a list expect.
 */
export function useRowActions(resource: string, editable: boolean) {
  const go = useGo();
  const follow = (to: string) => go({ to });
  return (id: BaseKey, title: string, labels: RowActionsProps['labels']) => (
    <RowActions
      resource={resource}
      editable={editable}
      id={id}
      title={title}
      labels={labels}
      go={follow}
    />
  );
}

/** Real links (a new tab with a middle click or Ctrl+click), followed in the page on a plain click. */
function RowActions({ resource, editable, id, title, labels, go }: RowActionsProps) {
  const permissions = usePermissionMap()?.[resource];
  const follow = (href: string) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    go(href);
  };
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
