import type { InvoiceStatus, Prisma, PrismaClient } from "@atelier/db";

/** What an invoice's answer shows besides its row: its lines in print order, the quote it bills, its credit notes and reminders. */
export const invoiceDetails = {
  lines: { orderBy: { sortOrder: "asc" } },
  quote: { select: { id: true, number: true, title: true } },
  creditNotes: { orderBy: { createdAt: "asc" } },
  reminders: { orderBy: { createdAt: "asc" } },
} satisfies Prisma.InvoiceInclude;

export type InvoiceWithDetails = Prisma.InvoiceGetPayload<{ include: typeof invoiceDetails }>;

export function findInvoice(prisma: PrismaClient | Prisma.TransactionClient, id: string): Promise<InvoiceWithDetails> {
  return prisma.invoice.findUniqueOrThrow({ where: { id }, include: invoiceDetails });
}

/** Takes the invoice's row lock for the rest of the transaction and answers its status as it now is. */
export async function lockInvoice(tx: Prisma.TransactionClient, id: string): Promise<{ status: InvoiceStatus }> {
  const [row] = await tx.$queryRaw<Array<{ status: InvoiceStatus }>>`SELECT status FROM invoices WHERE id = ${id}::uuid FOR UPDATE`;
  return row!;
}
