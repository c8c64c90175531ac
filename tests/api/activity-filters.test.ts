import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness';

/** The activity log filtered by when, who and what: each bound as the stored times compare. */
let t: TestApp;
let admin: string;

/** Entries at noon on 1–5 March 2031, after anything the seed or a sign-in writes. */
const days = ['2031-03-01', '2031-03-02', '2031-03-03', '2031-03-04', '2031-03-05'];

beforeAll(async () => {
  t = await startApp();
  admin = await t.login('admin');
  await t.db.kysely
    .insertInto('activity')
    .values(
      days.map((day, index) => ({
        actorId: index % 2 === 0 ? 1 : 2,
        action: index === 4 ? 'delete' : 'update',
        resource: 'orders',
        recordId: String(index + 1),
        changes: '{}',
        at: `${day}T12:00:00.000Z`,
        ip: null,
      })),
    )
    .execute();
});

afterAll(() => t.close());

async function log(query: string) {
  const response = await t.call({ method: 'GET', url: `/api/activity?${query}`, cookie: admin });
  return {
    status: response.statusCode,
    days:
      response.statusCode === 200
        ? response.json().map((e: { at: string }) => e.at.slice(0, 10))
        : [],
    total: Number(response.headers['x-total-count']),
    body: response.json(),
  };
}

describe('GET /api/activity with at_gte and at_lte', () => {
  it('keeps the entries between the two instants, both included', async () => {
    const page = await log('at_gte=2031-03-02T12:00:00.000Z&at_lte=2031-03-04T12:00:00Z');
    expect(page).toMatchObject({ status: 200, days: days.slice(1, 4).reverse(), total: 3 });
  });

  it('reads a day as its start, and leaves an open end open', async () => {
    expect((await log('at_gte=2031-03-04')).days).toEqual(['2031-03-05', '2031-03-04']);
    expect((await log('at_gte=2031-03-01&at_lte=2031-03-02')).days).toEqual(['2031-03-01']);
    // refine sends an emptied bound as `at_lte=`: no filter.
    expect((await log('at_gte=2031-03-05&at_lte=')).total).toBe(1);
  });

  it('combines with the person and the action', async () => {
    const page = await log('at_gte=2031-03-01&actorId=1&action=update');
    expect(page.days).toEqual(['2031-03-03', '2031-03-01']);
    expect((await log('at_gte=2031-03-01&action=delete')).days).toEqual(['2031-03-05']);
  });

  it.each([
    'at_gte=yesterday',
    'at_lte=2031-02-30',
    'at_gte=2031-03-01T25:00:00Z',
    'at_lte=2031-03-01T10:00:00+02:00',
  ])('refuses %s with a 400 that names the bound', async (query) => {
    const page = await log(query);
    expect(page.status).toBe(400);
    expect(page.body).toMatchObject({ code: 'BAD_REQUEST', messageKey: 'filterDateTime' });
    expect(page.body.message).toContain(query.split('=')[0]);
  });
});
