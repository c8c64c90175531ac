import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DateRange } from './use-summary';

const day = (value: Dayjs) => value.format('YYYY-MM-DD');

/** The last `days` days ending today, as the API's dates. */
export function lastDays(days: number, today = dayjs()): DateRange {
  return { from: day(today.subtract(days - 1, 'day')), to: day(today) };
}

/** The dashboard's date range, with the usual presets. */
export function RangePicker({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation();
  const presets = [7, 30, 90, 365].map((days) => {
    const range = lastDays(days);
    return {
      label: t('board.range.last', { count: days }),
      value: [dayjs(range.from), dayjs(range.to)] as [Dayjs, Dayjs],
    };
  });
  return (
    <DatePicker.RangePicker
      aria-label={t('board.range.label')}
      allowClear={false}
      value={[dayjs(value.from), dayjs(value.to)]}
      presets={presets}
      disabledDate={(current) => current.isAfter(dayjs(), 'day')}
      onChange={(dates) => {
        if (dates?.[0] && dates[1]) onChange({ from: day(dates[0]), to: day(dates[1]) });
      }}
    />
  );
}
