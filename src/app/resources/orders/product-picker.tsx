import { type BaseRecord, type CrudFilter, useList } from '@refinedev/core';
import { Select, Typography } from 'antd';
import { useState } from 'react';
import { type Currency, convertCents, currencies } from '../../../resources/common';
import type { OrderItem } from '../../../resources/orders';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { formatMoney } from '../../crud/fields/money';

/** What a line takes from a catalogue product. */
export interface CatalogueProduct {
  id: number;
  sku: string;
  name: string;
  unitPrice: number;
  currency: string;
  status: string;
}

/** A line as the form holds it: any field may still be empty. */
export type DraftLine = Partial<OrderItem>;

const isCurrency = (code: string): code is Currency =>
  (currencies as readonly string[]).includes(code);

/** A product's price in the order's currency, at the reference rates, to the cent. */
export function priceIn(product: CatalogueProduct, currency: string): number {
  return isCurrency(product.currency) && isCurrency(currency)
    ? convertCents(product.unitPrice, product.currency, currency)
    : product.unitPrice;
}

/**
 * The line once `product` is picked: its id, SKU, name and price in the order's currency; the
 * quantity typed stays, an empty one becomes 1.
 */
export function lineFromProduct(
  line: DraftLine | undefined,
  product: CatalogueProduct,
  currency: string,
): DraftLine {
  return {
    ...line,
    productId: product.id,
    sku: product.sku,
    name: product.name,
    unitPrice: priceIn(product, currency),
    quantity: typeof line?.quantity === 'number' ? line.quantity : 1,
  };
}

const activeOnly: CrudFilter = { field: 'status', operator: 'eq', value: 'active' };

/** Active products whose name or SKU matches `search`, asked only while the list is open. */
function useActiveProducts(
  search: string,
  open: boolean,
): { products: CatalogueProduct[]; loading: boolean } {
  const q = useDebouncedValue(search.trim(), 300);
  const { result, query } = useList<CatalogueProduct & BaseRecord>({
    resource: 'products',
    filters: q ? [activeOnly, { field: 'q', operator: 'eq', value: q }] : [activeOnly],
    sorters: [{ field: 'name', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: 20, mode: 'server' },
    queryOptions: { enabled: open },
    errorNotification: false,
  });
  // The server filters too; an archived product is never offered whatever it answers.
  const products = (result?.data ?? []).filter((product) => product.status === 'active');
  return { products, loading: query.isFetching };
}

interface ProductPickerProps {
  /** The line's product id (the form item's value). */
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  /** The line as it is, to name its product before the list is asked. */
  line: DraftLine | undefined;
  currency: string;
  locale: string;
  onPick: (product: CatalogueProduct) => void;
  disabled?: boolean;
  id?: string;
  'aria-label': string;
  placeholder: string;
  notFound: string;
}

/** A searchable picker of the catalogue's active products (name or SKU), one per order line. */
export function ProductPicker({
  value,
  onChange,
  line,
  currency,
  locale,
  onPick,
  placeholder,
  notFound,
  ...rest
}: ProductPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const { products, loading } = useActiveProducts(search, open);
  const options = products.map((product) => ({
    value: product.id,
    label: `${product.name} · ${product.sku}`,
    name: product.name,
    sku: product.sku,
    price: formatMoney(priceIn(product, currency), currency, locale),
  }));
  // The chosen product reads as the line names it, without asking the catalogue.
  if (value != null && !options.some((option) => option.value === value)) {
    const [name, sku] = [line?.name ?? '', line?.sku ?? ''];
    options.unshift({ value, label: `${name} · ${sku}`, name, sku, price: '' });
  }
  return (
    <Select<number>
      {...rest}
      showSearch
      allowClear
      filterOption={false}
      value={value ?? undefined}
      options={options}
      loading={loading}
      placeholder={placeholder}
      notFoundContent={loading ? undefined : notFound}
      popupMatchSelectWidth={320}
      onOpenChange={setOpen}
      onSearch={setSearch}
      // Two lines, so a long name never hides the SKU that tells its variants apart.
      optionRender={(option) => (
        <div>
          <div style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{option.data.name}</div>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <Typography.Text type="secondary" ellipsis>
              {option.data.sku}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {option.data.price}
            </Typography.Text>
          </div>
        </div>
      )}
      onChange={(next) => {
        const product = products.find((candidate) => candidate.id === next);
        if (product) onPick(product);
        onChange?.(next ?? undefined);
      }}
      style={{ width: '100%' }}
    />
  );
}
