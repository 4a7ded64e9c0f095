import type { Prisma } from "@atelier/db";
import { toMoneyString } from "@atelier/money";

export const toMoney = (value: Prisma.Decimal | null): string | null => (value === null ? null : toMoneyString(value));

export const toNumber = (value: Prisma.Decimal | null): number | null => (value === null ? null : value.toNumber());
