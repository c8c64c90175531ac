import { Button, Typography } from 'antd';
import { useState } from 'react';
import { findResource } from '../../../resources';
import { type ChangeSide, recordOfSide, useChangeLines } from '../../crud/fields/change-lines';
import { useFieldText } from '../../crud/fields/field-text';
import { useLocale } from '../../crud/fields/labels';
import { formatMajorUnits } from '../../crud/fields/money';
import { useTranslation } from '../../i18n/use-translation';
import { shortened } from './format-change';
import { recordSummary } from './record-summary';

const shownLines = 4;

interface ChangesCellProps {
  /** The resource the entry is of (`auth` for sign-ins), whose field labels the lines use. */
  resource: string;
  changes: Record<string, unknown> | null;
  /** The entry's action: a create or a delete is summed up as its record (`recordSummary`). */
  action?: string;
}

/**
 * An entry's changes, one `field: before → after` per line in the words of the forms and lists;
 * the rest behind a "+n" that shows them all.
 */
export function ChangesCell({ resource, changes, action }: ChangesCellProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const locale = useLocale();
  const fieldText = useFieldText(resource);
  const changeLines = useChangeLines(resource);
  const definition = findResource(resource);
  const logged = changes ?? {};
  const shownChanges =
    definition && (action === 'create' || action === 'delete')
      ? recordSummary(definition, logged, action)
      : logged;
  const sides = [recordOfSide(shownChanges, 0), recordOfSide(shownChanges, 1)] as const;
  const show = (name: string, value: unknown, side: ChangeSide) => {
    const record = sides[side];
    // An update logs an order's currency only when it changes: an amount without it is a plain
    // figure rather than one in a currency the order may not be in.
    const currencyUnknown = definition?.fields[name]?.type === 'money' && record.currency == null;
    return shortened(
      currencyUnknown && typeof value === 'number'
        ? formatMajorUnits(value, locale)
        : fieldText(name, value, record),
    );
  };
  const lines = changeLines(shownChanges, show).map((line) => `${line.label}: ${line.values}`);
  if (lines.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  const hidden = lines.length - shownLines;
  return (
    <div title={lines.join('\n')} style={{ fontSize: 12, lineHeight: 1.5 }}>
      {(expanded ? lines : lines.slice(0, shownLines)).map((line) => (
        <div
          key={line}
          style={
            expanded
              ? undefined
              : {
                  whiteSpace: 'nowrap',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  maxWidth: 360,
                }
          }
        >
          <Typography.Text code style={{ fontSize: 12 }}>
            {line}
          </Typography.Text>
        </div>
      ))}
      {hidden > 0 ? (
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto', fontSize: 12 }}
          aria-expanded={expanded}
          aria-label={
            expanded ? t('activity.fewerChanges') : t('activity.moreChanges', { count: hidden })
          }
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('activity.fewerChanges') : `+${hidden}`}
        </Button>
      ) : null}
    </div>
  );
}
