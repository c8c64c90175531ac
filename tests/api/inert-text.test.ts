import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness';

/**
 * Script, HTML and formula text is stored as typed and comes back as inert data on every read
 * path: JSON strings (never HTML, always nosniff), CSV cells with formulas disarmed, served as a
 * download. The browser side (React renders text, never HTML) is the lead's e2e check.
 */
const script = '<script>alert("xss")</script>';
const image = '"><img src=x onerror=alert(1)>';
const formula = '=HYPERLINK("http://evil.example","click")';

let t: TestApp;
let admin: string;
let order: Record<string, unknown>;
let user: Record<string, unknown>;

beforeAll(async () => {
  t = await startApp({}, { customers: 5, orders: 10 });
  admin = await t.login('admin');
  const customerId = await t.firstCustomerId();
  const created = await t.call({
    method: 'POST',
    url: '/api/orders',
    cookie: admin,
    payload: {
      customerId,
      items: [{ sku: image, name: script, quantity: 1, unitPrice: 100 }],
      currency: 'EUR',
      street: image,
      city: formula,
      postalCode: '1',
      country: 'FR',
      note: `${script}\r\n${formula}`,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  order = created.json();
  const made = await t.call({
    method: 'POST',
    url: '/api/users',
    cookie: admin,
    payload: { name: `Eve ${script}`, email: 'eve@example.com', role: 'customer', city: formula },
  });
  expect(made.statusCode, made.body).toBe(201);
  user = made.json();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.call({ method: 'GET', url, cookie: admin });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['x-content-type-options'], url).toBe('nosniff');
  return response;
};

describe('stored script text', () => {
  it('comes back exactly as typed, as JSON strings, from show, list, search and history', async () => {
    const shown = await get(`/api/orders/${order.id}`);
    expect(shown.headers['content-type']).toMatch(/^application\/json/);
    expect(shown.json()).toMatchObject({
      street: image,
      city: formula,
      note: `${script}\r\n${formula}`,
      items: [{ sku: image, name: script }],
    });
    // Serialised as JSON, the markup never appears unquoted at the top level of the body.
    expect(shown.body.startsWith('{')).toBe(true);
    const listed = await get(`/api/orders?id=${order.id}`);
    expect(listed.json()[0].note).toBe(`${script}\r\n${formula}`);
    const hits = (await get('/api/search?q=eve')).json();
    expect(hits).toContainEqual(expect.objectContaining({ title: `Eve ${script}` }));
    const history = (await get(`/api/activity?resource=users&recordId=${user.id}`)).json();
    expect(history[0].changes.name).toEqual([null, `Eve ${script}`]);
  });

  it('is disarmed in the CSV export, which is a download', async () => {
    const csv = await get(`/api/orders/export.csv?id=${order.id}`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment;/);
    const cells = csv.body.split('\r\n')[1] ?? '';
    expect(cells).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(cells).not.toMatch(/,=HYPERLINK/);
    const users = await get(`/api/users/export.csv?id=${user.id}`);
    expect(users.body).toContain(`"'${formula.replaceAll('"', '""')}"`);
  });
});
