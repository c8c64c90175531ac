import type { Kysely } from 'kysely';
import { inFlightStates, mapPackagesPerPoint } from '../../resources/summary';
import type { Database } from '../db/schema';
import { metrics } from './breakdown';

export { inFlightStates };

/** The days a summary reads: the range, the one before it, and the history the insights need. */
export interface SummaryRange {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  historyFrom: string;
}

/** The day rollups of a summary: a few hundred rows whatever the number of orders. */
export function readRollups(db: Kysely<Database>, range: SummaryRange) {
  return Promise.all([
    db
      .selectFrom('stats')
      .selectAll()
      .where('date', '>=', range.historyFrom)
      .where('date', '<=', range.to)
      .orderBy('date')
      .execute(),
    db
      .selectFrom('dailyBreakdown')
      .select(['metric', 'key'])
      .select((eb) => [
        eb.fn.sum<number>('count').as('count'),
        eb.fn.sum<number>('amount').as('amount'),
      ])
      .where('date', '>=', range.from)
      .where('date', '<=', range.to)
      .groupBy(['metric', 'key'])
      .execute(),
    db
      .selectFrom('dailyBreakdown')
      .select((eb) => [
        eb.fn.sum<number>('count').as('count'),
        eb.fn.sum<number>('amount').as('onTime'),
      ])
      .where('metric', '=', metrics.carrierOnTime)
      .where('date', '>=', range.previousFrom)
      .where('date', '<=', range.previousTo)
      .executeTakeFirst(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.min('createdAt').as('first'))
      .executeTakeFirst(),
  ]);
}

/** The packages still in flight a summary shows: the overdue, and where they go and are. */
export function readInFlight(db: Kysely<Database>, today: string) {
  return Promise.all([
    db
      .selectFrom('packages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', 'in', inFlightStates)
      .where('estimatedDelivery', '<', today)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('packages')
      .select(['id', 'trackingNumber', 'carrier', 'estimatedDelivery', 'status'])
      .where('status', 'in', inFlightStates)
      .where('estimatedDelivery', '<', today)
      .orderBy('estimatedDelivery')
      .orderBy('id')
      .limit(5)
      .execute(),
    db
      .selectFrom('packages')
      .select(['city', 'country'])
      .select((eb) => [
        eb.fn.avg<number>('lat').as('lat'),
        eb.fn.avg<number>('lng').as('lng'),
        eb.fn.countAll<number>().as('count'),
      ])
      .where('status', 'in', inFlightStates)
      .groupBy(['city', 'country'])
      .orderBy('count', 'desc')
      .limit(60)
      .execute(),
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('packages')
          .select(['id', 'trackingNumber', 'status', 'city', 'country'])
          .select((inner) =>
            inner.fn
              .agg<number>('row_number', [])
              .over((over) =>
                over.partitionBy(['city', 'country']).orderBy('estimatedDelivery').orderBy('id'),
              )
              .as('place'),
          )
          .where('status', 'in', inFlightStates)
          .as('ranked'),
      )
      .select(['id', 'trackingNumber', 'status', 'city', 'country'])
      .where('place', '<=', mapPackagesPerPoint)
      .orderBy('place')
      .execute(),
    db
      .selectFrom('packages')
      .select(['lastLocation'])
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', 'in', inFlightStates)
      .where('lastLocation', 'is not', null)
      .groupBy('lastLocation')
      .orderBy('count', 'desc')
      .limit(60)
      .execute(),
  ]);
}
