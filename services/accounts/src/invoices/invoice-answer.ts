import type { Invoice } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import { studioToday } from "@atelier/kit";
import { findInvoice } from "./find-invoice";
import { toInvoiceResponse } from "./invoice-response";

/** The invoice as it now is, as the API answers it. */
export async function invoiceAnswer(prisma: PrismaClient, invoiceId: string, studioId: string): Promise<Invoice> {
  const [invoice, today] = await Promise.all([findInvoice(prisma, invoiceId), studioToday(prisma, studioId)]);
  return toInvoiceResponse(invoice, today);
}
