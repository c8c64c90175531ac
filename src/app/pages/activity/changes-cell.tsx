import { Typography } from 'antd';
import { formatChange } from './format-change';

const shownLines = 4;

/** An entry's changes, one `field: before → after` per line; the rest behind a "+n". */
export function ChangesCell({ changes }: { changes: Record<string, unknown> | null }) {
  const lines = Object.entries(changes ?? {}).map(([field, change]) => formatChange(field, change));
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
