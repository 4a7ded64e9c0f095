import { Prisma } from "@atelier/db";

/**
 * A `periods` common table expression: the calendar boundaries around `now` in the studio's time zone (a month
 * starts at midnight where the studio is, not in UTC), as timestamptz so that
 * comparisons with indexed timestamp columns can use their indexes. The calendar arithmetic runs on the
 * local wall-clock time and is converted back afterwards: month steps taken on UTC instants would drift
 * by the offset (the 1st at 00:00 in Johannesburg is the last day of the month before in UTC).
 *
 * "Same point" boundaries let a period so far be compared like for like with the one before (the 1st to
 * the 12th, 10:00, of this month against the same stretch of last month) rather than with a whole period.
 * `local_month` stays wall-clock time, for month series; `local_today` is the date there, for `date` columns.
 *
 * MATERIALIZED: computed once per query. Inlined, Postgres re-evaluated the time-zone arithmetic for every
 * row compared with it (36 ms instead of 2 ms over a large studio's 4,000 approved quotes).
 */
export function periodsCte(now: Date, studioId: string): Prisma.Sql {
  return Prisma.sql`periods AS MATERIALIZED (
    SELECT
      clock.now,
      clock.zone,
      date_trunc('month', clock.local) AT TIME ZONE clock.zone AS month_start,
      (date_trunc('month', clock.local) - interval '1 month') AT TIME ZONE clock.zone AS last_month_start,
      (clock.local - interval '1 month') AT TIME ZONE clock.zone AS last_month_same_point,
      date_trunc('quarter', clock.local) AT TIME ZONE clock.zone AS quarter_start,
      date_trunc('year', clock.local) AT TIME ZONE clock.zone AS year_start,
      (date_trunc('year', clock.local) - interval '1 year') AT TIME ZONE clock.zone AS last_year_start,
      (clock.local - interval '1 year') AT TIME ZONE clock.zone AS last_year_same_point,
      date_trunc('month', clock.local) AS local_month,
      clock.local::date AS local_today
    FROM (
      SELECT ${now}::timestamptz AS now, ${now}::timestamptz AT TIME ZONE time_zone AS local, time_zone AS zone
      FROM studios WHERE id = ${studioId}::uuid
    ) AS clock
  )`;
}

/**
 * A quote awaiting its client, as the Overview's pending approvals and the forecast both count it: sent and valid
 * until today or later (a lapsed one no longer waits, even before the hourly expiry marks it), never a sample's.
 * Reads `local_today`, so the query joins `periods`.
 */
export const AWAITING_CLIENT = Prisma.sql`status = 'sent' AND NOT sample AND (valid_until IS NULL OR valid_until >= local_today)`;
