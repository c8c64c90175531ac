import { type BaseKey, useGo } from '@refinedev/core';
import { Button, Space } from 'antd';
import type { MouseEvent } from 'react';
import { usePermissionMap } from '../../components/use-permission-map';
import { buttonIcons } from '../button-icons';

interface RowActionsProps {
  resource: string;
  editable: boolean;
  /** The record's name in the links' labels ("Show ORD-000007"). */
  title: string;
  showHref: string;
  editHref: string;
  labels: { show: string; edit: string };
  go: (to: string) => void;
}

/**
 * The show and edit links of each row (the routes of SPEC §2, as RecordLink builds them), shown
 * as the role's permission map allows: one shared query, where refine's ShowButton and EditButton
 * ask the access-control provider per row. They are links, so a middle click or Ctrl+click opens
 * the record in a new tab, as operators working through a list expect.
 */
export function useRowActions(resource: string, editable: boolean) {
  const go = useGo();
  const follow = (to: string) => go({ to });
  return (id: BaseKey, title: string, labels: RowActionsProps['labels']) => (
    <RowActions
      resource={resource}
      editable={editable}
      title={title}
      showHref={`/${resource}/show/${encodeURIComponent(String(id))}`}
      editHref={`/${resource}/edit/${encodeURIComponent(String(id))}`}
      labels={labels}
      go={follow}
    />
  );
}

/** Real links (a new tab with a middle click or Ctrl+click), followed in the page on a plain click. */
function RowActions({
  resource,
  editable,
  title,
  showHref,
  editHref,
  labels,
  go,
}: RowActionsProps) {
  const permissions = usePermissionMap()?.[resource];
  const follow = (href: string) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    go(href);
  };
  const links = [
    permissions?.show
      ? { href: showHref, label: `${labels.show} ${title}`, icon: buttonIcons.show }
      : null,
    editable && permissions?.edit
      ? { href: editHref, label: `${labels.edit} ${title}`, icon: buttonIcons.edit }
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
          aria-label={link.label}
          title={link.label}
          onClick={follow(link.href)}
        />
      ))}
    </Space>
  );
}
