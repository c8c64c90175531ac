import { InputNumber, theme } from 'antd';
import { centsToMajor, majorToCents } from '../fields/money';

interface MoneyInputProps {
  /** Integer cents, as stored and sent. */
  value?: number | null;
  onChange?: (cents: number | null) => void;
  currency?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * Money typed in major units (12.50) and kept as integer cents (1250) in the form. The currency
 * before it is a label, in the secondary colour, and an empty field shows 0.00 as a hint: an
 * empty field read "EUR" as if that were its value.
 */
export function MoneyInput({ value, onChange, currency, ...rest }: MoneyInputProps) {
  const { token } = theme.useToken();
  return (
    <InputNumber<number>
      {...rest}
      style={{ width: '100%' }}
      min={0}
      step={0.01}
      precision={2}
      placeholder="0.00"
      prefix={
        currency ? <span style={{ color: token.colorTextSecondary }}>{currency}</span> : undefined
      }
      value={value === null || value === undefined ? null : centsToMajor(value)}
      onChange={(major) => onChange?.(major === null ? null : majorToCents(major))}
    />
  );
}
