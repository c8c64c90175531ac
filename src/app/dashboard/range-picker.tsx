import { Input } from 'antd';
import { Calendar } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { lazyPage, useIdleAfter } from '../lazy-pages';
import type { DateRange } from './use-summary';

/** A calendar day in local time, as the API's dates. */
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The last `days` days ending today, as the API's dates. */
export function lastDays(days: number, today = new Date()): DateRange {
  const from = new Date(today);
  from.setDate(from.getDate() - (days - 1));
  return { from: isoDay(from), to: isoDay(today) };
}

export interface RangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
}

/** The width of the range, shown and picked alike, so nothing moves when the picker arrives. */
export const rangeWidth = 260;

const RangeInput = lazyPage(() => import('./range-input'));

/**
 * The dashboard's date range. antd's range picker (rc-picker and dayjs, 26 KB gzip) is not part
 * of the first screen: until the browser is idle after the first draw, the range shows as a
 * read-only field that loads and opens the picker when it is clicked or focused.
 */
export function RangePicker({ value, onChange }: RangePickerProps) {
  const { t } = useTranslation();
  const [reached, setReached] = useState(false);
  const idle = useIdleAfter(1000);
  const reach = () => setReached(true);
  const shown = (
    <Input
      readOnly
      aria-label={t('board.range.label')}
      value={`${value.from} → ${value.to}`}
      suffix={<Calendar size={14} aria-hidden />}
      style={{ width: rangeWidth }}
      onFocus={reach}
      onClick={reach}
    />
  );
  if (!idle && !reached) return shown;
  return (
    <Suspense fallback={shown}>
      <RangeInput value={value} onChange={onChange} open={reached} />
    </Suspense>
  );
}
