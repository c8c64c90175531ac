import { type RawBuilder, sql } from 'kysely';
import { currencies, reportingRateBasisPoints } from '../../resources/common';

/**
 * SQL for an order's amount in cents of the reporting currency: the same integer arithmetic as
 * `toReportingCents`, so rollups, the summary and a check in JavaScript agree to the cent.
 */
export function reportingAmount(): RawBuilder<number> {
  const rate = sql.join(
    currencies.map(
      (currency) =>
        sql`when ${sql.lit(currency)} then ${sql.lit(reportingRateBasisPoints[currency])}`,
    ),
    sql` `,
  );
  // bigint: a million-euro order times a rate overflows PostgreSQL's 32-bit integer.
  return sql<number>`((cast(${sql.ref('amount')} as bigint) * case ${sql.ref('currency')} ${rate} end + 5000) / 10000)`;
}
