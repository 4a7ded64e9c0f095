import { paymentRecordedEvent, type RecordPaymentBody } from "@atelier/contracts";
import { fromDateOnly, type Prisma, type PrismaClient, type Project } from "@atelier/db";
import { fieldRefused, recordActivity, writeEvent } from "@atelier/kit";
import { allocateOldestFirst, formatRand, toCents, type Allocation } from "@atelier/money";
import { openInvoices } from "./open-invoices";
import { lockProjectPayments } from "./project-payments-lock";
import { refuseFutureDay } from "./refuse-future-day";
import { settleInvoices } from "./settle-invoices";
import { paymentRecord } from "../invoices/invoice-activity";

/** Allocations chosen by the studio, each to an open invoice of the project and at most its balance. */
function checkedAllocations(chosen: NonNullable<RecordPaymentBody["allocations"]>, open: Awaited<ReturnType<typeof openInvoices>>): Allocation[] {
  const byId = new Map(open.map((invoice) => [invoice.id, invoice]));
  return chosen.map(({ invoiceId, amount }, index) => {
    const invoice = byId.get(invoiceId);
    if (!invoice) throw fieldRefused(`allocations.${index}.invoiceId`, "Choose an issued invoice of this project with something owed");
    if (toCents(amount).gt(invoice.balance)) throw fieldRefused(`allocations.${index}.amount`, `${invoice.number} has ${formatRand(invoice.balance)} owed`);
    return { invoiceId, amount };
  });
}

/** Open invoices in the order a payment settles them: the invoice the client named first, then oldest first. */
function settlingOrder(open: Awaited<ReturnType<typeof openInvoices>>, firstInvoiceId: string | null): Awaited<ReturnType<typeof openInvoices>> {
  const first = open.filter((invoice) => invoice.id === firstInvoiceId);
  return [...first, ...open.filter((invoice) => invoice.id !== firstInvoiceId)];
}

/**
 * A payment from the project's client, received on a day not after today (the studio's), allocated as the studio
 * chose or to the oldest open invoices first (`firstInvoiceId` before them, when given); what is left is the client's
 * credit. Its payment.recorded event, and invoice.paid for each invoice it settles, commit with it in `tx`. Answers
 * the payment's id.
 */
export async function recordPaymentIn(
  tx: Prisma.TransactionClient,
  project: Pick<Project, "id" | "studioId">,
  createdById: string,
  body: RecordPaymentBody,
  firstInvoiceId: string | null = null,
): Promise<string> {
  await refuseFutureDay(tx, project.studioId, "receivedOn", "Received on", body.receivedOn);
  await lockProjectPayments(tx, project.id);
  const open = await openInvoices(tx, project.id);
  const allocations = body.allocations ? checkedAllocations(body.allocations, open) : allocateOldestFirst(body.amount, settlingOrder(open, firstInvoiceId)).allocations;
  const payment = await tx.payment.create({
    data: {
      studioId: project.studioId,
      projectId: project.id,
      amount: body.amount,
      receivedOn: fromDateOnly(body.receivedOn),
      method: body.method,
      reference: body.reference ?? null,
      createdById,
      allocations: { create: allocations },
    },
  });
  await settleInvoices(tx, allocations.map((allocation) => allocation.invoiceId));
  const payload = { paymentId: payment.id, projectId: project.id, studioId: project.studioId, amount: body.amount, receivedOn: body.receivedOn, method: body.method };
  await writeEvent(tx, paymentRecordedEvent, payment.id, payload);
  await recordActivity(tx, { studioId: project.studioId, projectId: project.id, record: paymentRecord({ ...payment, receivedOn: body.receivedOn }), action: "created" });
  return payment.id;
}

/** recordPaymentIn in a transaction of its own. */
export function recordPayment(prisma: PrismaClient, project: Pick<Project, "id" | "studioId">, createdById: string, body: RecordPaymentBody): Promise<string> {
  return prisma.$transaction((tx) => recordPaymentIn(tx, project, createdById, body));
}
