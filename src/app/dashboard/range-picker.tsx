import { theme } from 'antd';
import { Calendar } from 'lucide-react';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { lazyPage } from '../lib/lazy';
import { WhenIdle } from '../lib/when-idle';
import { type RangePickerProps, rangeWidth } from './range-props';

const RangeInput = lazyPage(() => import('./range-input'));

/**
 * The range as antd's picker shows it, read-only, drawn from the theme's tokens (the field's
 * height, border, radius and padding; hover and focus in global.css): antd's Input would weigh on
 * the dashboard's first screen for a field it shows only briefly
 * (`npm run bench:web -- --by-package`).
 */
function RangeField({
  text,
  label,
  onReach,
}: {
  text: string;
  label: string;
  onReach: () => void;
}) {
  const { token } = theme.useToken();
  return (
    <span
      className="range-field"
      style={
        {
          '--range-field-border': token.colorBorder,
          '--range-field-hover': token.colorPrimaryHover,
          '--range-field-focus': token.colorPrimary,
          '--range-field-outline': token.controlOutline,
          display: 'inline-flex',
          alignItems: 'center',
          gap: token.paddingXXS,
          boxSizing: 'border-box',
          width: rangeWidth,
          height: token.controlHeight,
          padding: `0 ${token.paddingSM - token.lineWidth}px`,
          background: token.colorBgContainer,
          borderWidth: token.lineWidth,
          borderStyle: token.lineType,
          borderRadius: token.borderRadius,
          color: token.colorTextQuaternary,
        } as CSSProperties
      }
    >
      <input
        readOnly
        aria-label={label}
        value={text}
        onFocus={onReach}
        onClick={onReach}
        style={{
          flex: 1,
          minWidth: 0,
          padding: 0,
          border: 0,
          outline: 'none',
          background: 'transparent',
          color: token.colorText,
          font: 'inherit',
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
        }}
      />
      <Calendar size={14} aria-hidden />
    </span>
  );
}

/**
 * The dashboard's date range. antd's range picker (rc-picker and dayjs, a heavy load) is not part
 * of the first screen: until the browser is idle after the first draw, the range shows as a
 * read-only field that loads and opens the picker when it is clicked or focused.
 */
export function RangePicker({ value, onChange }: RangePickerProps) {
  const { t } = useTranslation();
  const [reached, setReached] = useState(false);
  const shown = (
    <RangeField
      text={`${value.from} → ${value.to}`}
      label={t('board.range.label')}
      onReach={() => setReached(true)}
    />
  );
  return (
    <WhenIdle afterMs={1000} reached={reached} standIn={shown}>
      <RangeInput value={value} onChange={onChange} open={reached} />
    </WhenIdle>
  );
}
