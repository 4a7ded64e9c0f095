import { INVOICE_RULES, sendInvoiceJob } from "@atelier/contracts";
import type { Invoice, PrismaClient } from "@atelier/db";
import { assertStateAllows, HttpError, startExclusiveJobInTransaction } from "@atelier/kit";
import { lockInvoice } from "../invoices/find-invoice";

const NO_CLIENT_EMAIL = "The project has no client e-mail address: add one to the project before sending the invoice";

/**
 * Starts mailing the issued invoice to the project's client e-mail on record, never to an address from the request,
 * and answers the job's id; the job marks the invoice sent. Under the invoice's row lock its status is checked and
 * the job's record and outbox row commit together; a send while one is waiting or running answers that one's job,
 * so two tabs sending at once mail the client once.
 */
export async function startInvoiceSending(
  { prisma }: { prisma: PrismaClient },
  invoice: Pick<Invoice, "id" | "projectId" | "studioId">,
  { sentBy, message }: { sentBy: string | null; message: string | null },
): Promise<string> {
  const jobId = await prisma.$transaction(async (tx) => {
    assertStateAllows(INVOICE_RULES, (await lockInvoice(tx, invoice.id)).status, "send");
    const { clientEmail } = await tx.project.findUniqueOrThrow({ where: { id: invoice.projectId }, select: { clientEmail: true } });
    if (!clientEmail) throw new HttpError(400, NO_CLIENT_EMAIL, { clientEmail: [NO_CLIENT_EMAIL] });
    const owner = { studioId: invoice.studioId, userId: sentBy, projectId: invoice.projectId };
    return startExclusiveJobInTransaction(tx, sendInvoiceJob, owner, { invoiceId: invoice.id, to: clientEmail, message }, `send-invoice:${invoice.id}`);
  });
  return jobId;
}
