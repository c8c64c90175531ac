import { currentVersions, type DataSet, spreadIds, type Target } from './api-shapes';
import { formatCount, formatMs, markdownTable } from './table';

/**
 * Lists an operator opens one at a time, beyond the shapes under load: filters that rarely or
 * never meet (German orders in dollars, USPS parcels to Germany), a status tab narrowed again,
 * contains filters of few matches, searches whose matches lie together (the first digits of an
 * order number), sorts by every kind of column, deep pages, the global search as it is typed.
 * Each is asked twice and the second, warm, is timed: the slowest name what an operator waits
 * on, whatever the shapes above say.
 */
export function sweepPaths(data: DataSet): string[] {
  const monthAgo = new Date(Date.parse(`${data.today}T00:00:00Z`) - 30 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const page = '_start=0&_end=10';
  return [
    `/orders?${page}&_sort=number&_order=desc`,
    `/orders?${page}&_sort=customerName&_order=asc`,
    `/orders?${page}&_sort=city&_order=desc&status=refunded`,
    `/orders?${page}&country=DE&currency=USD`,
    `/orders?${page}&country=DE&currency=USD&_sort=id&_order=desc`,
    `/orders?${page}&country=US&currency=USD&_sort=amount&_order=desc`,
    `/orders?${page}&city=Berlin&country=FR`,
    `/orders?${page}&city=Berlin&status=pending`,
    `/orders?${page}&status=pending&status=confirmed&country=US&_sort=amount&_order=desc`,
    `/orders?${page}&status=cancelled&amount_gte=500000`,
    `/orders?${page}&createdAt_gte=${monthAgo}&_sort=amount&_order=desc`,
    `/orders?${page}&customerId=1234`,
    `/orders?_start=500000&_end=500010`,
    // Contains filters, which no index serves: a name of few orders, its fifth page, a city
    // beyond ASCII.
    `/orders?${page}&customerName_like=hugo%20nils`,
    '/orders?_start=40&_end=50&customerName_like=hugo%20nils',
    `/orders?${page}&city_like=m%C3%BCn&_sort=amount&_order=desc`,
    `/orders?${page}&q=berlin&_sort=amount&_order=asc`,
    `/orders?${page}&q=12`,
    `/orders?${page}&q=m`,
    `/orders?${page}&q=schmidt&status=refunded&country=SE`,
    `/packages?${page}&status=failed_attempt&_sort=estimatedDelivery&_order=asc`,
    `/packages?${page}&status=delivered&failedAttempts=3`,
    `/packages?${page}&status=returned&failedAttempts=0`,
    `/packages?${page}&carrier=usps&country=DE`,
    `/packages?${page}&carrier=local&country=FR&_sort=deliveredAt&_order=desc`,
    `/packages?${page}&city=Paris&country=DE`,
    `/packages?${page}&status=delivered&deliveredAt_gte=${monthAgo}&_sort=deliveredAt&_order=desc`,
    `/packages?${page}&status=label_created&_sort=shippedAt&_order=desc`,
    `/packages?${page}&_sort=orderNumber&_order=desc`,
    `/packages?${page}&orderId=4711`,
    `/packages?${page}&q=12`,
    `/packages?${page}&q=123`,
    `/packages?${page}&q=dhl%20paris`,
    `/users?${page}&role=customer&_sort=lastLoginAt&_order=desc`,
    `/users?${page}&status=disabled&_sort=name`,
    `/users?${page}&city=Paris&country=DE`,
    `/users?${page}&q=anna`,
    `/stats?_start=0&_end=30&_sort=revenue&_order=desc`,
    `/stats/summary?from=${monthAgo}&to=${data.today}`,
    '/search?q=12',
    '/search?q=47',
    '/search?q=schmidt',
    '/search?q=berlin',
  ];
}

/**
 * The global search as an operator types an order number, a tracking number, a name and a city:
 * every prefix of two characters or more (the palette sends none shorter), each asked once, so
 * that its first answer is timed, before the server keeps anything of it.
 */
export const typedSearches = (): string[] =>
  ['ORD-712345', 'PKG-3M', 'schmidt', 'hamburg'].flatMap((text) =>
    Array.from(
      { length: text.length - 1 },
      (_, index) => `/search?q=${encodeURIComponent(text.slice(0, index + 2))}`,
    ),
  );

export interface SweepResult {
  path: string;
  ms: number;
  status: number;
  total: string;
}

export interface Swept {
  /** The first answers of `typedSearches`. */
  typed: SweepResult[];
  /** The second answers of `sweepPaths`. */
  lists: SweepResult[];
  /** `editsAfterPauses`: each burst's first edit after its pause. */
  edits: SweepResult[];
}

async function timed(target: Target, path: string, init: RequestInit = {}): Promise<SweepResult> {
  const started = performance.now();
  const response = await fetch(`${target.url}${target.prefix}${path}`, {
    ...init,
    headers: { ...target.headers, ...init.headers },
  });
  await response.arrayBuffer();
  return {
    path,
    ms: performance.now() - started,
    status: response.status,
    total: response.headers.get('x-total-count') ?? '',
  };
}

/** Pause between bursts: past the server's default quiet time (1 s) for its upkeep. */
const editPauseMs = 1300;
/** Edits in a burst before its pause. */
const editsPerBurst = 10;

/**
 * An operator's edits in bursts: `bursts` times `editsPerBurst` order notes changed one after
 * the other, a pause of `editPauseMs`, in which the server's quiet-time upkeep (the search
 * index's merge) starts, and the first edit after it timed: the one that waits if the merge holds
 * the writes.
 */
async function editsAfterPauses(target: Target, data: DataSet, bursts = 20) {
  // Each burst's orders, then the one edited after its pause.
  const ids = spreadIds(data.orders, bursts * (editsPerBurst + 1));
  const versions = await currentVersions(target, ids);
  const edit = async (id: number) => {
    const result = await timed(target, `/orders/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ version: versions.get(id) ?? 1, note: `Edited after a pause ${id}` }),
    });
    if (result.status !== 200) throw new Error(`PATCH /orders/${id}: ${result.status}`);
    return result;
  };
  const firsts: SweepResult[] = [];
  for (let burst = 0; burst < bursts; burst++) {
    const [after, ...before] = ids.slice(
      burst * (editsPerBurst + 1),
      (burst + 1) * (editsPerBurst + 1),
    );
    for (const id of before) await edit(id);
    await new Promise((resolve) => setTimeout(resolve, editPauseMs));
    firsts.push(await edit(after as number));
  }
  return firsts;
}

/** The typed searches asked once, each list asked twice, one at a time; then edits in bursts. */
export async function sweep(target: Target, data: DataSet): Promise<Swept> {
  const typed: SweepResult[] = [];
  for (const path of typedSearches()) typed.push(await timed(target, path));
  const lists: SweepResult[] = [];
  for (const path of sweepPaths(data)) {
    await timed(target, path);
    lists.push(await timed(target, path));
  }
  return { typed, lists, edits: await editsAfterPauses(target, data) };
}

/** Both parts of a sweep, each as its slowest in a table and a line for all of them. */
export const sweepReport = (swept: Swept): string =>
  [
    slowest(swept.typed, 'global searches as typed, each asked once (first answers)', 5),
    '',
    slowest(swept.lists, 'lists one at a time (warm)', 10),
    '',
    editsLine(swept.edits),
  ].join('\n');

/** How long the first edit after each pause took, and how many waited over a tenth of a second. */
function editsLine(edits: SweepResult[]): string {
  const byTime = edits.map((edit) => edit.ms).sort((a, b) => a - b);
  const waited = byTime.filter((ms) => ms > 100);
  return (
    `${edits.length} bursts of ${editsPerBurst} order edits, each followed by ${editPauseMs / 1000} s without a ` +
    `request: the first edit after the pause median ${formatMs(byTime[Math.floor(byTime.length / 2)] ?? Number.NaN)} ms, ` +
    `${waited.length} over 100 ms${waited.length > 0 ? ` (${waited.map(formatMs).join(', ')} ms)` : ''}`
  );
}

function slowest(results: SweepResult[], what: string, shown: number): string {
  const byTime = [...results].sort((a, b) => b.ms - a.ms);
  const middle = byTime[Math.floor(byTime.length / 2)]?.ms ?? Number.NaN;
  const failed = results.filter((result) => result.status !== 200);
  return [
    `${results.length} ${what}: median ${formatMs(middle)} ms, ` +
      `${results.filter((result) => result.ms > 100).length} over 100 ms` +
      (failed.length > 0
        ? `, ${failed.length} not 200: ${failed.map((f) => f.path).join(' ')}`
        : ''),
    '',
    markdownTable(
      ['slowest', 'ms', 'X-Total-Count'],
      byTime
        .slice(0, shown)
        .map((result) => [
          `\`${result.path}\``,
          formatMs(result.ms),
          result.total ? formatCount(Number(result.total)) : '',
        ]),
    ),
  ].join('\n');
}
