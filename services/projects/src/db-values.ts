import type { Prisma } from "@atelier/db";
import { toMoneyString } from "@atelier/money";

/** A `@db.Date` column as the calendar date it stores, "2026-11-22". */
export const toDateOnly = (value: Date | null): string | null => (value ? value.toISOString().slice(0, 10) : null);

/** A calendar date from a request as the UTC midnight Postgres stores for a `date`. */
export const fromDateOnly = (value: string | null | undefined): Date | null | undefined =>
  value === undefined ? undefined : value === null ? null : new Date(`${value}T00:00:00.000Z`);

export const toMoney = (value: Prisma.Decimal | null): string | null => (value === null ? null : toMoneyString(value));

export const toNumber = (value: Prisma.Decimal | null): number | null => (value === null ? null : value.toNumber());
