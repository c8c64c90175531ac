import { convertCents } from '../../src/resources/common';
import { expect, test } from './fixtures';
import {
  apiAs,
  choose,
  createCustomer,
  emailOf,
  json,
  storageStateOf,
  unique,
  whenOpened,
} from './support';

test.use({ storageState: storageStateOf('operator') });

interface Product {
  id: number;
  sku: string;
  name: string;
  unitPrice: number;
  currency: 'EUR' | 'USD' | 'GBP';
}

const dollars = (cents: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'USD' }).format(cents / 100);

test('in German, an order from the catalogue with a comma price over the picked one: 2 × 12,90 is 25,80 $', async ({
  page,
  baseURL,
}) => {
  const admin = await apiAs(baseURL as string, emailOf('admin'));
  const name = `Karla Katalog ${unique()}`;
  await createCustomer(admin, name, {
    street: 'Karl-Liebknecht-Straße 3',
    postalCode: '04107',
    city: 'Leipzig',
    country: 'DE',
  });
  // A seeded product (priced in euros, converted into the order's dollars when picked), and an
  // archived one, which the picker never offers.
  const [product] = await json<Product[]>(
    await admin.get('/api/products?status=active&_start=0&_end=1'),
  );
  const [archived] = await json<Product[]>(
    await admin.get('/api/products?status=archived&_start=0&_end=1'),
  );
  if (!product || !archived) throw new Error('The seed has active and archived products');

  await page.addInitScript(() => localStorage.setItem('language', 'de'));
  await page.goto('/orders/create');
  await expect(page.getByRole('heading', { name: 'Neue Bestellung' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Kunde' }).fill(name);
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle(new RegExp(`^${name}`))
    .click();
  await expect(page.getByLabel('Ort')).toHaveValue('Leipzig');
  await choose(page, 'Währung', 'USD');

  const catalogue = page.getByRole('combobox', { name: 'Katalog' });
  const found = page.locator('.ant-select-dropdown:visible');
  await catalogue.fill(archived.sku);
  await expect(found.getByText('Kein aktives Produkt passt')).toBeVisible();
  await catalogue.fill(product.sku);
  await whenOpened(found);
  await found.getByTitle(`${product.name} · ${product.sku}`).click();
  await expect(page.getByLabel('Artikelnr.')).toHaveValue(product.sku);
  await expect(page.getByLabel('Produkt', { exact: true })).toHaveValue(product.name);
  await expect(page.getByLabel('Stückpreis')).toHaveValue(
    dollars(convertCents(product.unitPrice, product.currency, 'USD')),
  );

  // Into the field first: focused, its amount loses the currency sign, and a fill begun
  // before that would type after the figure instead of over it.
  await page.getByLabel('Stückpreis').click();
  await page.getByLabel('Stückpreis').fill('12,90');
  await page.getByLabel('Menge').fill('2');
  await expect(page.getByText('Bestellsumme: 25,80 $')).toBeVisible();
  await page.getByRole('button', { name: 'Speichern' }).click();

  await expect(page).toHaveURL(/\/orders\/show\/\d+$/);
  await expect(page.getByRole('heading', { name: /^ORD-/ })).toBeVisible();
  // The order's items card sums what the server computed: Bestellsumme 25,80 $.
  await expect(page.getByRole('row', { name: /Bestellsumme/ })).toHaveText(
    /Bestellsumme\s*25,80\s\$/,
  );
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const stored = await json<Record<string, unknown>>(await admin.get(`/api/orders/${id}`));
  expect(stored).toMatchObject({
    amount: 2580,
    currency: 'USD',
    items: [
      { productId: product.id, sku: product.sku, name: product.name, quantity: 2, unitPrice: 1290 },
    ],
  });
});

test('an operator counts a product again: only its stock is offered, and the new count is saved', async ({
  page,
  baseURL,
}) => {
  const admin = await apiAs(baseURL as string, emailOf('admin'));
  const product = await json<Product & { stock: number }>(
    await admin.post('/api/products', {
      data: {
        sku: `CNT-${unique()}`.toUpperCase().replace(/[^A-Z0-9-]/g, ''),
        name: 'Counted mug',
        unitPrice: 990,
        currency: 'EUR',
        stock: 4,
      },
    }),
  );
  await page.goto(`/products/edit/${product.id}`);
  await expect(page.getByLabel('SKU')).toBeDisabled();
  await expect(page.getByLabel('Name')).toBeDisabled();
  await page.getByLabel('Stock').fill('7');
  await page.getByRole('button', { name: 'Save' }).click();
  const saved = () =>
    admin.get(`/api/products/${product.id}`).then((r) => json<{ stock: number; name: string }>(r));
  await expect.poll(async () => (await saved()).stock).toBe(7);
  expect((await saved()).name).toBe('Counted mug');
});
