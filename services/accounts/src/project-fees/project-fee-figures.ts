import type { ProjectFees } from "@atelier/contracts";
import type { Prisma, ProjectFees as StoredFees } from "@atelier/db";
import { projectFee, sumMoney, toMoneyString } from "@atelier/money";

/** The purchase orders a procurement fee is a percent of: sent to their suppliers and not cancelled. */
const PROCURED = { status: { notIn: ["draft", "cancelled"] } } satisfies Prisma.PurchaseOrderWhereInput;

/** The project's fee basis (hourly when it has none kept) and where billing it stands, read in `db`. */
export async function projectFeeFigures(db: Prisma.TransactionClient, projectId: string): Promise<ProjectFees> {
  // One after another: a transaction's queries share one connection.
  const terms = await db.projectFees.findUnique({ where: { projectId } });
  const orders = await db.purchaseOrder.findMany({ where: { projectId, ...PROCURED }, select: { subtotal: true } });
  const invoices = await db.invoice.findMany({ where: { projectId, projectFeeBilled: { not: null } }, select: { projectFeeBilled: true } });
  const procurementValue = sumMoney(orders.map((order) => order.subtotal));
  const feeBilled = sumMoney(invoices.map((invoice) => invoice.projectFeeBilled ?? 0));
  const fee = feeOf(terms, procurementValue, feeBilled);
  return {
    ...feeTermsOf(terms),
    procurementValue,
    feeEarned: fee?.earned ?? null,
    feeBilled,
    feeToBill: fee?.toBill ?? null,
  };
}

/** The basis and its figure as answers show them, from the project's row (none: hourly). */
export function feeTermsOf(terms: StoredFees | null): Pick<ProjectFees, "basis" | "fixedFee" | "procurementPercent"> {
  return {
    basis: terms?.basis ?? "hourly",
    fixedFee: terms?.fixedFee ? toMoneyString(terms.fixedFee) : null,
    procurementPercent: terms?.procurementPercent ? toMoneyString(terms.procurementPercent) : null,
  };
}

function feeOf(terms: StoredFees | null, procured: string, billed: string) {
  if (terms?.basis === "fixed" && terms.fixedFee) return projectFee({ fixedFee: terms.fixedFee }, billed);
  if (terms?.basis === "procurement" && terms.procurementPercent) return projectFee({ percent: terms.procurementPercent, procured }, billed);
  return null;
}
