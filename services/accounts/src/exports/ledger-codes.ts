import { DEFAULT_EXPORT_ACCOUNT_CODE, DEFAULT_EXPORT_TAX_TYPE, NO_VAT_TAX_TYPE } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import type { LedgerCodes } from "./accounting-rows";

/** The studio's sales account and tax type for its exports, or the defaults (no VAT for a studio not registered). */
export async function ledgerCodes(prisma: PrismaClient, studioId: string): Promise<LedgerCodes> {
  const studio = await prisma.studio.findUniqueOrThrow({ where: { id: studioId }, select: { exportAccountCode: true, exportTaxType: true, vatRegistered: true } });
  return { accountCode: studio.exportAccountCode ?? DEFAULT_EXPORT_ACCOUNT_CODE, taxType: studio.exportTaxType ?? (studio.vatRegistered ? DEFAULT_EXPORT_TAX_TYPE : NO_VAT_TAX_TYPE) };
}
