import { theme } from 'antd';
import type { Key, ReactNode } from 'react';
import { Text } from '../components/text';

interface CardListProps<Item> {
  items: Item[];
  keyOf(item: Item, index: number): Key;
  children(item: Item): ReactNode;
  /** Said instead when there are no items. */
  empty: string;
}

/**
 * A card's rows split by lines, as antd's List draws them, without List: it brings Pagination,
 * and with it Select and a virtual list, into the dashboard's first screen for rows that never
 * page (`npm run bench:web` shows their weight).
 */
export function CardList<Item>({ items, keyOf, children, empty }: CardListProps<Item>) {
  const { token } = theme.useToken();
  if (items.length === 0) return <Text type="secondary">{empty}</Text>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => (
        <li
          key={keyOf(item, index)}
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: token.marginSM,
            padding: `${token.paddingSM}px 0`,
            borderTop: index > 0 ? `1px solid ${token.colorSplit}` : undefined,
          }}
        >
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
