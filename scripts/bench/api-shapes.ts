import type { RequestStep } from 'autocannon';

/** How to reach one server: ours under /api with a session, json-server at the root without. */
export interface Target {
  kind: 'ours' | 'json-server';
  url: string;
  prefix: string;
  headers: Record<string, string>;
}

/** What the shapes need to know of the data set. */
export interface DataSet {
  orders: number;
  /** The last seeded day: summary ranges end here. */
  today: string;
  /**
   * Bodies of valid new orders (existing customers, a catalogue item, their addresses), one
   * customer after another: the newest orders of a shop come from many customers, and a list
   * filtered by one's name walks past them (`customerName_like`, after the creates).
   */
  newOrders: Record<string, unknown>[];
  /** A customer's name (about 1,500 matches at a million orders). */
  search: string;
  /** An order number, as an operator pastes it. */
  searchNumber: string;
}

export interface Shape {
  key: string;
  title: string;
  /** Only our server has it (the stats summary, the extra trap shapes). */
  oursOnly?: boolean;
  /** Reads what the requests need (e.g. current versions) right before the run. */
  step(target: Target, data: DataSet): Promise<RequestStep>;
}

const json = { 'content-type': 'application/json' };

/** `count` ids spread evenly over 1…max, so reads and writes touch the whole table. */
export function spreadIds(max: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => 1 + Math.floor((index * max) / count));
}

const fixed =
  (path: string): Shape['step'] =>
  async (target) => ({ method: 'GET', path: `${target.prefix}${path}` });

function cycling(paths: (data: DataSet) => string[]): Shape['step'] {
  return async (target, data) => {
    const all = paths(data).map((path) => `${target.prefix}${path}`);
    let next = 0;
    return {
      method: 'GET',
      path: all[0],
      setupRequest: (request) => ({ ...request, path: all[next++ % all.length] }),
    };
  };
}

export async function currentVersions(target: Target, ids: number[]): Promise<Map<number, number>> {
  const versions = new Map<number, number>();
  for (let start = 0; start < ids.length; start += 100) {
    const query = ids
      .slice(start, start + 100)
      .map((id) => `id=${id}`)
      .join('&');
    const response = await fetch(`${target.url}${target.prefix}/orders?${query}`, {
      headers: target.headers,
    });
    if (!response.ok) throw new Error(`reading versions: ${response.status}`);
    for (const order of (await response.json()) as { id: number; version?: number }[])
      versions.set(order.id, order.version ?? 1);
  }
  return versions;
}

interface Pending {
  id: number;
  version: number;
}

/**
 * PATCH with the right version every time: each connection takes an order off a shared queue,
 * sends its version and puts it back with the version the answer carries (a 409 carries the
 * current record), so no two requests in flight touch the same order.
 */
const patchOne: Shape['step'] = async (target, data) => {
  const ids = spreadIds(data.orders, 2000);
  const versions = await currentVersions(target, ids);
  const queue: Pending[] = ids.map((id) => ({ id, version: versions.get(id) ?? 1 }));
  let written = 0;
  return {
    method: 'PATCH',
    headers: { ...target.headers, ...json },
    setupRequest(request, context) {
      // autocannon clears the context before each request, so an order whose answer never came
      // (the server died: every connection's retry fails at once) is not put back; once all are
      // lost, the ids go round again with a version that may be stale (a 409 counts as failed).
      context.order ??= queue.shift() ?? { id: ids[written % ids.length] ?? 1, version: 1 };
      const order = context.order as Pending;
      return {
        ...request,
        path: `${target.prefix}/orders/${order.id}`,
        body: JSON.stringify({ version: order.version, note: `Benchmark note ${++written}` }),
      };
    },
    onResponse(_status, body, context) {
      const order = context.order as Pending;
      try {
        const answer = JSON.parse(body) as { version?: number; current?: { version?: number } };
        order.version = answer.version ?? answer.current?.version ?? order.version;
      } catch {
        // keep the version we had
      }
      queue.push(order);
      context.order = undefined;
    },
  };
};

const createOne: Shape['step'] = async (target, data) => {
  const bodies = data.newOrders.map((order) => JSON.stringify(order));
  let next = 0;
  return {
    method: 'POST',
    path: `${target.prefix}/orders`,
    headers: { ...target.headers, ...json },
    body: bodies[0],
    setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
  };
};

const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

const list = '_start=0&_end=10&_sort=createdAt&_order=desc';

/** The shapes of issue 6, as the browser sends them (refine's simple-rest, pages of 10). */
export const apiShapes: Shape[] = [
  {
    key: 'page',
    title: 'page (_start=40&_end=50, newest first)',
    step: fixed('/orders?_start=40&_end=50&_sort=createdAt&_order=desc'),
  },
  {
    key: 'sort',
    title: 'sort by amount',
    step: fixed('/orders?_start=0&_end=10&_sort=amount&_order=desc'),
  },
  {
    key: 'filter',
    title: 'status + amount range',
    step: fixed(`/orders?status=delivered&amount_gte=5000&amount_lte=20000&${list}`),
  },
  {
    key: 'search',
    title: 'q search, customer name',
    step: async (target, data) =>
      fixed(`/orders?q=${encodeURIComponent(data.search)}&${list}`)(target, data),
  },
  {
    key: 'number',
    title: 'q search, order number',
    step: async (target, data) =>
      fixed(`/orders?q=${encodeURIComponent(data.searchNumber)}&${list}`)(target, data),
  },
  {
    key: 'one',
    title: 'get one',
    step: cycling((data) => spreadIds(data.orders, 5000).map((id) => `/orders/${id}`)),
  },
  { key: 'patch', title: 'PATCH one (with version)', step: patchOne },
  { key: 'create', title: 'create one', step: createOne },
  {
    key: 'summary30',
    title: 'stats summary, 30 days',
    oursOnly: true,
    step: async (target, data) =>
      fixed(`/stats/summary?from=${daysBefore(data.today, 29)}&to=${data.today}`)(target, data),
  },
  {
    key: 'summary365',
    title: 'stats summary, 365 days',
    oursOnly: true,
    step: async (target, data) =>
      fixed(`/stats/summary?from=${daysBefore(data.today, 364)}&to=${data.today}`)(target, data),
  },
];

/** The floor of this machine: a signed-in request that reads one session row and sends 300 bytes. */
export const floorShape: Shape = {
  key: 'floor',
  title: 'floor: GET /api/auth/me (session only)',
  oursOnly: true,
  step: fixed('/auth/me'),
};

/**
 * A page of 10 of every order by amount, from the row `start` names for the list's total as the
 * shape starts: the write shapes before it add thousands of orders, and a page counted from the
 * seeded million would lie that far short of the end.
 */
const amountPageFrom =
  (start: (orders: number) => number): Shape['step'] =>
  async (target, data) => {
    const response = await fetch(`${target.url}${target.prefix}/orders?_end=1`, {
      headers: target.headers,
    });
    const total = Number(response.headers.get('x-total-count'));
    if (!response.ok || !Number.isSafeInteger(total))
      throw new Error(`reading the orders' total: ${response.status}`);
    const from = start(total);
    return fixed(`/orders?_start=${from}&_end=${from + 10}&_sort=amount&_order=asc`)(target, data);
  };

/**
 * Where a naive server breaks, measured on ours only: a different amount range on every request
 * (so no count is reused), the last and the middle page of the whole list (OFFSET), and `_like`
 * on a column no index can serve a contains-match from.
 */
export const trapShapes: Shape[] = [
  {
    key: 'filterCold',
    title: 'status + amount range, new range each request',
    oursOnly: true,
    step: cycling(() =>
      Array.from(
        { length: 20_000 },
        (_, index) =>
          `/orders?status=delivered&amount_gte=${5000 + index}&amount_lte=${20000 + index}&${list}`,
      ),
    ),
  },
  // OFFSET steps over every row before a page; one nearer the end is read from the end instead
  // (`pageRead`), so the middle of the list is the farthest a page can be.
  {
    key: 'lastPage',
    title: 'last page, by amount',
    oursOnly: true,
    step: amountPageFrom((orders) => orders - 10),
  },
  {
    key: 'middlePage',
    title: 'middle page, by amount',
    oursOnly: true,
    step: amountPageFrom((orders) => Math.floor(orders / 2) - 10),
  },
  {
    key: 'like',
    title: 'customerName_like=schmi',
    oursOnly: true,
    step: fixed(`/orders?customerName_like=schmi&${list}`),
  },
];
