import { Col, Radio, Row, Tag, Typography } from 'antd';
import type { ResourceDefinition } from '../../../resources';
import { FieldValue } from '../fields/field-value';
import { useLabels } from '../fields/labels';
import { lineSummary } from '../fields/line-summary';
import { currencyOf } from '../fields/money';
import type { ConflictChoice, ConflictRow } from './conflict-diff';

interface ValueProps {
  resource: ResourceDefinition;
  name: string;
  value: unknown;
  record: Record<string, unknown>;
}

/** One side's value as the show page writes it; an order's lines as a sentence. */
function ConflictValue({ resource, name, value, record }: ValueProps) {
  const { locale } = useLabels(resource.name);
  const lines = lineSummary(value, currencyOf(record), locale);
  if (lines) return <>{lines}</>;
  return (
    <FieldValue
      resource={resource}
      name={name}
      record={{ ...record, [name]: value }}
      linkTitle={false}
    />
  );
}

interface ConflictFieldProps {
  resource: ResourceDefinition;
  row: ConflictRow;
  theirs: Record<string, unknown>;
  mine: Record<string, unknown>;
  choice: ConflictChoice | undefined;
  onChoose: (choice: ConflictChoice) => void;
}

/** A field the other person changed: their value beside mine, one of the two to keep. */
export function ConflictField({
  resource,
  row,
  theirs,
  mine,
  choice,
  onChoose,
}: ConflictFieldProps) {
  const { t, field } = useLabels(resource.name);
  const side = (value: ConflictChoice, record: Record<string, unknown>) => (
    <Col xs={24} sm={12}>
      <Radio value={value} style={{ alignItems: 'flex-start' }}>
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {t(value === 'theirs' ? 'crud.conflict.takeTheirs' : 'crud.conflict.keepMine')}
        </Typography.Text>
        <span style={{ overflowWrap: 'anywhere' }}>
          <ConflictValue
            resource={resource}
            name={row.name}
            value={value === 'theirs' ? row.theirs : row.mine}
            record={record}
          />
        </span>
      </Radio>
    </Col>
  );
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px', minWidth: 0 }}>
      <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 6 }}>
        {field(row.name)}
        {row.bothChanged ? (
          <Tag color="warning" style={{ marginInlineStart: 8, fontWeight: 400 }}>
            {t('crud.conflict.bothChanged')}
          </Tag>
        ) : null}
      </legend>
      <Radio.Group
        value={choice}
        onChange={(event) => onChoose(event.target.value as ConflictChoice)}
        style={{ width: '100%' }}
      >
        <Row gutter={[16, 8]}>
          {side('theirs', theirs)}
          {side('mine', mine)}
        </Row>
      </Radio.Group>
    </fieldset>
  );
}
