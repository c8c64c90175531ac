import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../src/server/db/connect';
import { type ChangeCounts, changedTables, checksum, contractBreach, readChanges } from './oracle';

/** Cases per route: 2,000 in `npm test`; `FUZZ_RUNS=10000` for the long mode of test:stress. */
export const fuzzRuns = Number(process.env.FUZZ_RUNS || 2000);
/** Every how many cases the full-content checksum is taken before and after the request. */
const checksumEvery = Number(process.env.FUZZ_CHECKSUM_EVERY || 100);
/** A vitest timeout that grows with the case count (PostgreSQL and argon2 are the slow parts). */
export const fuzzTimeout = 90_000 + fuzzRuns * 40;

export interface Sent {
  response: LightMyRequestResponse;
  /** The request as text (URL and body), for messages and the echo rule of the leak check. */
  text: string;
}

export interface RouteFuzz<T> {
  /** `METHOD /path`, also the seed. */
  name: string;
  db: Db;
  arbitrary: fc.Arbitrary<T>;
  send(input: T): Promise<Sent>;
  /**
   * Tables a refused request may still write, with a check of what it wrote (a failed sign-in is
   * logged and counted, SPEC §6). Everything else must be untouched.
   */
  refusedMayWrite?: { tables: string[]; check(before: ChangeCounts): Promise<void> };
  /** Checks of an accepted response (e.g. the stored record is valid); may refresh fixtures. */
  accepted?(input: T, sent: Sent): Promise<void>;
  /** Reads never write, accepted or not. */
  readOnly?: boolean;
}

export interface RouteReport {
  route: string;
  cases: number;
  accepted: number;
  refused: number;
  checksums: number;
  byStatus: Record<string, number>;
  seconds: number;
}

function seedOf(name: string): number {
  let hash = Number(process.env.FUZZ_SEED || 0) | 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

const clip = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}…` : text);

/**
 * Runs `fuzzRuns` hostile cases against one route with a fixed seed. For every case: the response
 * keeps the error contract; a refused request (or any request to a read route) leaves every table
 * unchanged by the trigger counts; every `checksumEvery`-th case also compares a checksum of all
 * table contents taken just before and after it, so any change is pinned to one case.
 */
export async function fuzzRoute<T>(route: RouteFuzz<T>): Promise<RouteReport> {
  const started = performance.now();
  const report: RouteReport = {
    route: route.name,
    cases: 0,
    accepted: 0,
    refused: 0,
    checksums: 0,
    byStatus: {},
    seconds: 0,
  };
  await fc.assert(
    fc.asyncProperty(route.arbitrary, async (input) => {
      const index = report.cases++;
      const sampled = index % checksumEvery === 0;
      const before = await readChanges(route.db);
      const contentBefore = sampled ? await checksum(route.db) : '';
      const sent = await route.send(input);
      const status = sent.response.statusCode;
      report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
      const where = `${route.name} ${clip(sent.text)} → ${status} ${clip(sent.response.body)}`;
      const breach = contractBreach(sent.response, sent.text);
      if (breach) throw new Error(`breaks the error contract (${breach}): ${where}`);
      const refused = status >= 400;
      if (refused) report.refused++;
      else report.accepted++;
      if (!refused && !route.readOnly) {
        await route.accepted?.(input, sent);
        return;
      }
      const allowed = refused ? (route.refusedMayWrite?.tables ?? []) : [];
      const changed = changedTables(before, await readChanges(route.db));
      const unexpected = changed.filter((table) => !allowed.includes(table));
      if (unexpected.length > 0)
        throw new Error(`${refused ? 'refused' : 'read'} but wrote ${unexpected}: ${where}`);
      if (changed.length > 0) await route.refusedMayWrite?.check(before);
      if (sampled && changed.length === 0) {
        report.checksums++;
        if ((await checksum(route.db)) !== contentBefore)
          throw new Error(`table contents changed: ${where}`);
      }
      if (!refused) await route.accepted?.(input, sent);
    }),
    { numRuns: fuzzRuns, seed: seedOf(route.name), endOnFailure: true },
  );
  report.seconds = Math.round((performance.now() - started) / 100) / 10;
  if (process.env.FUZZ_REPORT)
    appendFileSync(process.env.FUZZ_REPORT, `${JSON.stringify(report)}\n`);
  return report;
}
