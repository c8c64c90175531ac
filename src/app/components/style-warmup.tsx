import { Breadcrumb, Button, Skeleton, Space, Table, Tabs, Tag } from 'antd';
import Input from 'antd/es/input/Input';
import { memo } from 'react';

const columns = [
  { title: 'a', dataIndex: 'a', sorter: true, filters: [{ text: 'a', value: 'a' }] },
];

/**
 * antd writes a component's CSS the first time it draws one, and a list screen's table, tabs,
 * tags and search box cost the menu click that first opens it a noticeable wait. Once the
 * signed-in frame has settled and the browser is idle, this draws them once, hidden, and stays
 * mounted so antd keeps their styles ready (for the current theme: it redraws when the theme
 * changes). `npm run bench:web`, menu click → rows, says what it saves. Loaded lazily: the
 * dashboard's own first draw does not wait for the table's code.
 */
function StyleWarmup() {
  return (
    <div hidden data-testid="style-warmup">
      <Breadcrumb items={[{ title: 'a' }]} />
      <Space>
        <Button>a</Button>
        <Input allowClear placeholder="a" />
        <Tag>a</Tag>
        {/* A preset colour brings the style of every preset (the status tags'). */}
        <Tag color="blue">a</Tag>
      </Space>
      <Tabs items={[{ key: 'a', label: 'a' }]} />
      <Skeleton active />
      <Table
        size="middle"
        columns={columns}
        // No rows: antd styles the whole table on mount, and a hidden row would be one more
        // `tbody tr[data-row-key]` for anything that counts a list's rows.
        dataSource={[]}
        rowSelection={{}}
        pagination={{ total: 20, pageSize: 10, showSizeChanger: true }}
      />
    </div>
  );
}

/** Drawn once: the frame's re-render on each navigation passes it by (its table is no small draw). */
export default memo(StyleWarmup);
