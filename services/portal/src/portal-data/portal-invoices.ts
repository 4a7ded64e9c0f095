import { invoiceDocumentTitle, isInvoiceOverdue, studioDay, type ClientPortal, type PortalInvoice } from "@atelier/contracts";
import { toDateOnly, type PrismaClient } from "@atelier/db";
import { paymentProofInclude, toPortalPaymentProof } from "@atelier/kit";
import { invoiceBalance, sumMoney, toMoneyString } from "@atelier/money";

type PortalMoney = Pick<ClientPortal, "invoices" | "balance" | "paymentDetails" | "paymentProofs">;

/**
 * The project's issued invoices, newest first, as the client sees them (never a draft, nothing but what they owe and
 * when), what they owe in all, where to pay (the studio's bank account, once it has given one), and the proofs of
 * payment they uploaded with what became of each.
 */
export async function portalInvoices(prisma: PrismaClient, projectId: string, studio: { timeZone: string; bankName: string | null; bankAccountHolder: string | null; bankAccountNumber: string | null; bankBranchCode: string | null }): Promise<PortalMoney> {
  const today = studioDay(new Date(), studio.timeZone);
  const rows = await prisma.invoice.findMany({ where: { projectId, status: { not: "draft" } }, orderBy: [{ issueDate: "desc" }, { number: "desc" }] });
  const invoices = rows.flatMap((invoice): PortalInvoice[] => {
    if (invoice.status === "draft" || !invoice.number || !invoice.issueDate || !invoice.dueDate) return [];
    const dueDate = toDateOnly(invoice.dueDate);
    return [
      {
        id: invoice.id,
        number: invoice.number,
        documentTitle: invoiceDocumentTitle(!invoice.vatRate.isZero()),
        kind: invoice.kind,
        issueDate: toDateOnly(invoice.issueDate),
        dueDate,
        total: toMoneyString(invoice.total),
        amountPaid: toMoneyString(invoice.amountPaid),
        balance: invoiceBalance(invoice),
        status: invoice.status,
        overdue: isInvoiceOverdue(invoice.status, dueDate, today),
      },
    ];
  });
  const paymentDetails = studio.bankAccountNumber ? { bankName: studio.bankName, accountHolder: studio.bankAccountHolder, accountNumber: studio.bankAccountNumber, branchCode: studio.bankBranchCode } : null;
  const proofs = await prisma.paymentProof.findMany({ where: { projectId }, orderBy: { createdAt: "desc" }, include: paymentProofInclude });
  const paymentProofs = proofs.map(toPortalPaymentProof);
  return { paymentProofs, invoices, balance: sumMoney(invoices.map((invoice) => invoice.balance)), paymentDetails };
}
