import { Typography } from 'antd';
import { findResource } from '../../../resources';
import { type ChangeSide, recordOfSide, useChangeLines } from '../../crud/fields/change-lines';
import { useFieldText } from '../../crud/fields/field-text';
import { useLocale } from '../../crud/fields/labels';
import { formatMajorUnits } from '../../crud/fields/money';
import { shortened } from './format-change';

const shownLines = 4;

interface ChangesCellProps {
  /** The resource the entry is of (`auth` for sign-ins), whose field labels the lines use. */
  resource: string;
  changes: Record<string, unknown> | null;
}

/**
 * An entry's changes, one `field: before → after` per line in the words of the forms and lists;
 * the rest behind a "+n".
 */
export function ChangesCell({ resource, changes }: ChangesCellProps) {
  const locale = useLocale();
  const fieldText = useFieldText(resource);
  const changeLines = useChangeLines(resource);
  const fields = findResource(resource)?.fields;
  const sides = [recordOfSide(changes ?? {}, 0), recordOfSide(changes ?? {}, 1)] as const;
  const show = (name: string, value: unknown, side: ChangeSide) => {
    const record = sides[side];
    // An update logs an order's currency only when it changes: an amount without it is a plain
    // figure rather than one in a currency the order may not be in.
    const currencyUnknown = fields?.[name]?.type === 'money' && record.currency == null;
    return shortened(
      currencyUnknown && typeof value === 'number'
        ? formatMajorUnits(value, locale)
        : fieldText(name, value, record),
    );
  };
  const lines = changeLines(changes ?? {}, show).map((line) => `${line.label}: ${line.values}`);
  if (lines.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  const hidden = lines.length - shownLines;
  return (
    <div title={lines.join('\n')} style={{ fontSize: 12, lineHeight: 1.5 }}>
      {lines.slice(0, shownLines).map((line) => (
        <div
          key={line}
          style={{
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            maxWidth: 360,
          }}
        >
          <Typography.Text code style={{ fontSize: 12 }}>
            {line}
          </Typography.Text>
        </div>
      ))}
      {hidden > 0 ? <Typography.Text type="secondary">+{hidden}</Typography.Text> : null}
    </div>
  );
}
