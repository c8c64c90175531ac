import { Typography, theme } from 'antd';
import { Search } from 'lucide-react';
import { labelKeys } from '../crud/fields/labels';
import { useTranslation } from '../i18n/use-translation';
import { resourceIcons } from './resource-icons';
import { resourceTitle } from './resource-title';
import type { SearchHit } from './use-search-hits';

interface SearchResultsProps {
  id: string;
  hits: SearchHit[];
  active: number;
  onActivate(index: number): void;
  onChoose(hit: SearchHit): void;
}

/** The id of a hit's option element, for `aria-activedescendant`. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** Hits grouped by resource, in the order the server sent them, each with its resource's icon. */
export function SearchResults({ id, hits, active, onActivate, onChoose }: SearchResultsProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const groups = groupByResource(hits);
  return (
    <div id={id} role="listbox" aria-label={t('shell.search.results')}>
      {groups.map(({ resource, entries }) => {
        const Icon = resourceIcons[resource] ?? Search;
        const label = resourceTitle(t, resource);
        return (
          // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with ARIA groups, not fieldsets
          <div key={resource} role="group" aria-label={label} style={{ marginTop: 12 }}>
            <Typography.Text
              type="secondary"
              style={{ display: 'block', fontSize: 12, fontWeight: 600, padding: '0 12px 4px' }}
              aria-hidden
            >
              {label}
            </Typography.Text>
            {entries.map(({ hit, index }) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the search input drives the keyboard (↑ ↓ Enter)
              <div
                key={`${hit.resource}-${hit.id}`}
                id={optionId(id, index)}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                onMouseMove={() => index !== active && onActivate(index)}
                onClick={() => onChoose(hit)}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 12,
                  padding: '8px 12px',
                  borderRadius: token.borderRadius,
                  cursor: 'pointer',
                  background: index === active ? token.controlItemBgActive : undefined,
                }}
              >
                <Icon size={18} aria-hidden color={token.colorTextSecondary} />
                <span style={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
                  <Typography.Text strong ellipsis>
                    {hit.title}
                  </Typography.Text>
                  <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                    {[
                      hit.subtitle,
                      hit.state &&
                        t(labelKeys.enumValue(hit.resource, hit.state.field, hit.state.value), {
                          defaultValue: hit.state.value,
                        }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography.Text>
                </span>
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}

/** Hits grouped by resource, keeping the order in which each resource first appears. */
export function groupByResource(hits: SearchHit[]) {
  const groups: { resource: string; entries: { hit: SearchHit; index: number }[] }[] = [];
  hits.forEach((hit, index) => {
    let group = groups.find((candidate) => candidate.resource === hit.resource);
    if (!group) {
      group = { resource: hit.resource, entries: [] };
      groups.push(group);
    }
    group.entries.push({ hit, index });
  });
  return groups;
}
