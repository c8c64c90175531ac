import type { DataSet, Target } from './api-shapes';
import { formatCount, formatMs, markdownTable } from './table';

/**
 * Lists an operator opens one at a time, beyond the shapes under load: filters that rarely or
 * never meet (German orders in dollars, USPS parcels to Germany), a status tab narrowed again,
 * searches whose matches lie together (the first digits of an order number), sorts by every kind
 * of column, deep pages, the global search as it is typed. Each is asked twice and the second,
 * warm, is timed: the slowest name what an operator waits on, whatever the shapes above say.
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

export interface SweepResult {
  path: string;
  ms: number;
  status: number;
  total: string;
}

/** Each path asked twice, one at a time; the second answer's time. */
export async function sweep(target: Target, data: DataSet): Promise<SweepResult[]> {
  const results: SweepResult[] = [];
  for (const path of sweepPaths(data)) {
    const url = `${target.url}${target.prefix}${path}`;
    await (await fetch(url, { headers: target.headers })).arrayBuffer();
    const started = performance.now();
    const response = await fetch(url, { headers: target.headers });
    await response.arrayBuffer();
    results.push({
      path,
      ms: performance.now() - started,
      status: response.status,
      total: response.headers.get('x-total-count') ?? '',
    });
  }
  return results;
}

/** The slowest `shown` as a table, and a line for all of them. */
export function sweepReport(results: SweepResult[], shown = 10): string {
  const byTime = [...results].sort((a, b) => b.ms - a.ms);
  const middle = byTime[Math.floor(byTime.length / 2)]?.ms ?? Number.NaN;
  const failed = results.filter((result) => result.status !== 200);
  return [
    `${results.length} lists one at a time (warm): median ${formatMs(middle)} ms, ` +
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
