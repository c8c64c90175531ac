// The stack's floor for a list: the frame and refine's antd List with a server-paged Table.
import { List, useTable } from '@refinedev/antd';
import { Table } from 'antd';
import { renderInFrame } from './frame';

function Orders() {
  const { tableProps } = useTable({ resource: 'orders' });
  return (
    <List>
      <Table {...tableProps} rowKey="id" columns={[{ dataIndex: 'number', title: 'Number' }]} />
    </List>
  );
}

renderInFrame(<Orders />);
