import Empty from 'antd/es/empty';

/** antd's small empty picture and a line, for a chart with nothing to draw (chart-card.tsx). */
export default function EmptyChart({ description }: { description: string }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={description}
      style={{ alignSelf: 'center' }}
    />
  );
}
