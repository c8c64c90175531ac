import { Tag } from 'antd';
import { enumColor } from './enum-colors';
import { useLabels } from './labels';

/** An enum value as a coloured tag with its translated label. */
export function EnumTag({
  resource,
  field,
  value,
}: {
  resource: string;
  field: string;
  value: string;
}) {
  const { enumValue } = useLabels(resource);
  return (
    <Tag color={enumColor(value)} style={{ marginInlineEnd: 0 }}>
      {enumValue(field, value)}
    </Tag>
  );
}
