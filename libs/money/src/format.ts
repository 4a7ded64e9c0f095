import { toCents, type MoneyLike } from "./money";

const grouped = new Intl.NumberFormat("en-ZA", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/**
 * "R 12,500.00": the prefix R, thousands grouped with commas, two decimals (spec sections 2 and 9).
 * Commas rather than the en-ZA locale's spaces, so amounts read the same on every device.
 */
export function formatRand(value: MoneyLike): string {
  const cents = toCents(value);
  const digits = grouped.formatToParts(cents.abs().toNumber()).map((part) => {
    if (part.type === "group") return ",";
    if (part.type === "decimal") return ".";
    return part.value;
  });
  return `${cents.isNegative() ? "-" : ""}R ${digits.join("")}`;
}
