import { studioDay, type CreateInvoiceBody } from "@atelier/contracts";
import type { Prisma, PrismaClient, Project } from "@atelier/db";
import { recordActivity } from "@atelier/kit";
import { formatRand, toMoneyString } from "@atelier/money";
import { draftColumns, draftFigures, type DraftBilling } from "./draft-billing";
import { chargedVatRate } from "./vat-rate";
import { invoiceRecord } from "./invoice-activity";

/** What a new draft bills, from the request and, for a deposit with no percent, the studio's deposit percent. */
function billingOf(body: CreateInvoiceBody, depositPercent: string): DraftBilling {
  if (body.kind === "fee") return body;
  return { ...body, percent: body.percent ?? (body.kind === "deposit" ? depositPercent : null) };
}

/** Who made a draft: a designer, or the studio's own rules in answer to an event (which then keys it). */
export interface DraftOrigin {
  createdById: string | null;
  sourceEventId?: string;
  /** What of the project's fixed or procurement fee the draft bills, when billing the project's fee made it. */
  projectFeeBilled?: string;
}

/** A new draft invoice of the project, with VAT at today's rate; answers its id. */
export async function createInvoice(prisma: PrismaClient, project: Pick<Project, "id" | "studioId">, body: CreateInvoiceBody, origin: DraftOrigin): Promise<string> {
  return prisma.$transaction((tx) => createInvoiceIn(tx, project, body, origin));
}

/** The same, inside the transaction of what the draft bills (time it marks billed). */
export async function createInvoiceIn(tx: Prisma.TransactionClient, project: Pick<Project, "id" | "studioId">, body: CreateInvoiceBody, { createdById, sourceEventId, projectFeeBilled }: DraftOrigin): Promise<string> {
  const studio = await tx.studio.findUniqueOrThrow({ where: { id: project.studioId } });
  const rate = await chargedVatRate(tx, studio.vatRegistered, studioDay(new Date(), studio.timeZone));
  const billing = billingOf(body, toMoneyString(studio.depositPercent));
  const figures = await draftFigures(tx, project.id, billing, rate);
  const invoice = await tx.invoice.create({
    data: {
      studioId: project.studioId,
      projectId: project.id,
      kind: billing.kind,
      quoteId: billing.kind === "fee" ? null : billing.quoteId,
      percent: billing.kind === "fee" ? null : billing.percent,
      notes: body.notes,
      createdById,
      sourceEventId,
      projectFeeBilled,
      ...draftColumns(figures, rate),
    },
    select: { id: true, kind: true, number: true, total: true },
  });
  await recordActivity(tx, { studioId: project.studioId, projectId: project.id, record: invoiceRecord(invoice), action: "created", changes: [{ field: "total", label: "Total", before: null, after: formatRand(invoice.total) }] });
  return invoice.id;
}
