import type { DateRange } from './summary-request';

/** What the dashboard's range picker and its lazily loaded input take. */
export interface RangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
}

/** The width of the range, shown and picked alike, so nothing moves when the picker arrives. */
export const rangeWidth = 260;
