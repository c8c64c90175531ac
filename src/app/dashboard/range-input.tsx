import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { maxSummaryDays } from '../../resources/summary';
import { useTranslation } from '../i18n/use-translation';
import { type RangePickerProps, rangeWidth } from './range-props';
import { type DateRange, lastDays, withinLimit } from './summary-request';

const day = (value: Dayjs) => value.format('YYYY-MM-DD');

/** antd's range picker with the usual presets (loaded after the dashboard has drawn: range-picker.tsx). */
export default function RangeInput({
  value,
  onChange,
  open,
}: RangePickerProps & {
  /** The operator reached for it before it loaded: open at once. */ open: boolean;
}) {
  const { t } = useTranslation();
  const today = lastDays(1).to;
  const presets = [7, 30, 90, 365].map((days) => {
    const range: DateRange = lastDays(days);
    return {
      label: t('board.range.last', { count: days }),
      value: [dayjs(range.from), dayjs(range.to)] as [Dayjs, Dayjs],
    };
  });
  return (
    <DatePicker.RangePicker
      aria-label={t('board.range.label')}
      allowClear={false}
      autoFocus={open}
      defaultOpen={open}
      style={{ width: rangeWidth }}
      value={[dayjs(value.from), dayjs(value.to)]}
      presets={presets}
      // No day after today's UTC day, nor a range longer than the summary takes.
      disabledDate={(current, { from }) =>
        day(current) > today ||
        (from !== undefined && Math.abs(current.diff(from, 'day')) >= maxSummaryDays)
      }
      onChange={(dates) => {
        if (dates?.[0] && dates[1])
          onChange(withinLimit({ from: day(dates[0]), to: day(dates[1]) }));
      }}
    />
  );
}
