import { studioDay, type Invoice } from "@atelier/contracts";
import { studioTimeZoneOf, type PrismaClient } from "@atelier/db";
import { findInvoice } from "./find-invoice";
import { toInvoiceResponse } from "./invoice-response";

/** The studio's date today: what an invoice is dated with when issued, and overdue against. */
export async function studioToday(prisma: PrismaClient, studioId: string): Promise<string> {
  return studioDay(new Date(), await studioTimeZoneOf(prisma, studioId));
}

/** The invoice as it now is, as the API answers it. */
export async function invoiceAnswer(prisma: PrismaClient, invoiceId: string, studioId: string): Promise<Invoice> {
  const [invoice, today] = await Promise.all([findInvoice(prisma, invoiceId), studioToday(prisma, studioId)]);
  return toInvoiceResponse(invoice, today);
}
