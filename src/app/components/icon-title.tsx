import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A panel's or a card's title after its symbol, the two on one line. */
export function IconTitle({
  icon: Icon,
  color,
  children,
}: {
  icon: LucideIcon;
  /** The symbol's colour; the text's without one. */
  color?: string;
  children: ReactNode;
}) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Icon size={16} color={color} aria-hidden /> {children}
    </span>
  );
}
