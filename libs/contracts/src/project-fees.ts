import { z } from "zod";
import { money, moneyInput, percentInput } from "./fields";

/**
 * How a project's design work is billed: its time by the hour, a fixed fee, or a percent of what the studio buys for
 * it (its purchase orders, before VAT). On a fixed or procurement basis the time is still kept, for the reports, and
 * billing it bills the fee instead of the hours.
 */
export const FEE_BASES = ["hourly", "fixed", "procurement"] as const;
export type FeeBasis = (typeof FEE_BASES)[number];

export const FEE_BASIS_NAMES: Record<FeeBasis, string> = {
  hourly: "Hourly, from the time kept",
  fixed: "A fixed fee",
  procurement: "A percent of procurement",
};

export const PROJECT_FEE_MESSAGES = {
  saved: "Fee basis saved",
  feeBilled: "The project's fee is billed in full so far, and no billable time is left to bill",
} as const;

/** PUT /api/projects/:id/fees: the basis, with the fee or the percent it needs (the other is ignored). */
export const setProjectFeesRequestSchema = z
  .object({
    basis: z.enum(FEE_BASES, `Basis must be one of: ${FEE_BASES.join(", ")}`),
    fixedFee: moneyInput("Fixed fee")
      .refine((value) => Number(value) > 0, "Fixed fee must be more than zero")
      .nullish(),
    procurementPercent: percentInput("Procurement percent", 100)
      .refine((value) => Number(value) > 0, "Procurement percent must be more than zero")
      .nullish(),
  })
  .superRefine(({ basis, fixedFee, procurementPercent }, context) => {
    if (basis === "fixed" && !fixedFee) context.addIssue({ code: "custom", path: ["fixedFee"], message: "Fixed fee is required for a fixed fee" });
    if (basis === "procurement" && !procurementPercent) context.addIssue({ code: "custom", path: ["procurementPercent"], message: "Procurement percent is required for a percent of procurement" });
  });
export type SetProjectFeesRequest = z.input<typeof setProjectFeesRequestSchema>;

/** GET and PUT /api/projects/:id/fees: the basis and where billing it stands. */
export const projectFeesSchema = z.object({
  basis: z.enum(FEE_BASES),
  fixedFee: money.nullable(),
  procurementPercent: money.nullable(),
  /** The project's purchase orders sent to suppliers and not cancelled, before VAT. */
  procurementValue: money,
  /** What the basis has earned so far: the fixed fee, or the percent of procurement; null when billed hourly. */
  feeEarned: money.nullable(),
  /** What invoices (drafts too) bill of the fee. */
  feeBilled: money,
  /** What billing now would bill of the fee; null when billed hourly. */
  feeToBill: money.nullable(),
});
export type ProjectFees = z.infer<typeof projectFeesSchema>;
