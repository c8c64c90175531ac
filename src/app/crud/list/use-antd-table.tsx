import {
  type BaseRecord,
  type CrudSort,
  type HttpError,
  useLink,
  useLiveMode,
  useTable as useTableCore,
} from '@refinedev/core';
import type { TablePaginationConfig, TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { MouseEvent, ReactNode } from 'react';
import { useBreakpoint } from '../../components/use-breakpoint';

type CoreOptions<Row extends BaseRecord> = Parameters<typeof useTableCore<Row, HttpError>>[0];

/** antd's sort orders as refine's: `ascend` → `asc`. */
export function sortersOf<Row>(sorter: SorterResult<Row> | SorterResult<Row>[]): CrudSort[] {
  return (Array.isArray(sorter) ? sorter : [sorter]).flatMap(({ columnKey, field, order }) => {
    const name = columnKey ?? (Array.isArray(field) ? field.join('.') : field);
    return order && name !== undefined
      ? [{ field: String(name), order: order === 'ascend' ? ('asc' as const) : ('desc' as const) }]
      : [];
  });
}

/** A page number as a link to the list at that page (a middle click opens it elsewhere). */
function PageLink({ to, children }: { to: string; children: ReactNode }) {
  const Link = useLink();
  return (
    <Link to={to} replace={false} onClick={(event: MouseEvent) => event.preventDefault()}>
      {children}
    </Link>
  );
}

/**
 * refine's table state (`useTable` of `@refinedev/core`) as antd `Table` props: what the
 * `useTable` of `@refinedev/antd` gives, without that package. It ships as one module, which a
 * bundle keeps in one piece, so importing its `useTable` brought the record pages' page header
 * with pro-layout and its provider onto every list (`npm run bench:web -- --by-package` shows it).
 */
export function useAntdTable<Row extends BaseRecord>(options: CoreOptions<Row>) {
  const table = useTableCore<Row, HttpError>(options);
  const { tableQuery, result, currentPage, pageSize, sorters, filters } = table;
  const { setCurrentPage, setPageSize, setSorters, createLinkForSyncWithLocation } = table;
  const narrow = !useBreakpoint().sm;
  const liveMode = useLiveMode(options?.liveMode);
  const paginated = options?.pagination?.mode !== 'off';

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter) => {
    if (sorter && Object.keys(sorter).length > 0) setSorters(sortersOf(sorter));
    if (paginated) {
      setCurrentPage(pagination.current || 1);
      setPageSize(pagination.pageSize || 10);
    }
  };
  const linkTo = (page: number) =>
    createLinkForSyncWithLocation({
      pagination: { pageSize, currentPage: page },
      sorters,
      filters,
    });
  const pagination: TablePaginationConfig | false = paginated
    ? {
        current: currentPage,
        pageSize,
        total: result.total,
        simple: narrow,
        position: narrow ? ['bottomCenter'] : ['bottomRight'],
        itemRender: (page, type, element) => {
          if (type === 'page') return <PageLink to={linkTo(page)}>{page}</PageLink>;
          if (type === 'prev' || type === 'next')
            return <PageLink to={linkTo(page)}>{element}</PageLink>;
          return element;
        },
      }
    : false;

  return {
    ...table,
    tableProps: {
      dataSource: result.data,
      // No page to show yet (a page handed in as initial data shows at once).
      loading: liveMode === 'auto' ? tableQuery.isLoading : tableQuery.isPending,
      onChange,
      pagination,
    } satisfies TableProps<Row>,
  };
}
