import { ListFilter } from 'lucide-react';
import { useCallback } from 'react';

const keyboardMarker = 'data-keyboard-filter';

/** Enter or Space on a filter trigger opens its dropdown, as a click does, without sorting. */
function openOnKey(event: KeyboardEvent) {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  // The header cell sorts on Enter too; a filter's key is the filter's alone.
  event.stopPropagation();
  (event.currentTarget as HTMLElement).click();
}

/**
 * A column's filter icon, which makes antd's trigger around it reachable with Tab: antd draws
 * that trigger as a `role="button"` with `tabIndex={-1}` and opens it on click only.
 */
export function FilterTriggerIcon({ label, active }: { label: string; active: boolean }) {
  const reachable = useCallback(
    (icon: SVGSVGElement | null) => {
      const trigger = icon?.closest<HTMLElement>('.ant-table-filter-trigger');
      if (!trigger) return;
      // The button is what Tab reaches, so it carries the name.
      trigger.setAttribute('aria-label', label);
      if (trigger.hasAttribute(keyboardMarker)) return;
      trigger.setAttribute(keyboardMarker, '');
      trigger.tabIndex = 0;
      trigger.setAttribute('aria-haspopup', 'dialog');
      trigger.addEventListener('keydown', openOnKey);
    },
    [label],
  );
  return (
    <ListFilter
      ref={reachable}
      size={14}
      role="img"
      aria-label={label}
      color={active ? 'var(--ant-color-primary, #1f6feb)' : undefined}
    />
  );
}
