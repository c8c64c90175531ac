// The stack's floor for a list: the frame and a server-paged antd Table fed by refine's useTable
// (`@refinedev/core`'s: `@refinedev/antd` ships as one module, whose list page and hook bring the
// record pages' page header with pro-layout and its provider; the app's lists do without it).
import { useTable } from '@refinedev/core';
import { Table } from 'antd';
import { renderInFrame } from './frame';

function Orders() {
  const { result, currentPage, pageSize, setCurrentPage } = useTable({ resource: 'orders' });
  return (
    <Table
      dataSource={result.data}
      rowKey="id"
      columns={[{ dataIndex: 'number', title: 'Number' }]}
      pagination={{ current: currentPage, pageSize, total: result.total, onChange: setCurrentPage }}
    />
  );
}

renderInFrame(<Orders />);
