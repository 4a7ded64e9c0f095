import { studioDay } from "@atelier/contracts";
import { uuidFrom, type ProjectChanges } from "@atelier/kit";
import { daysAfter, type PrismaClient } from "@atelier/db";
import { supplierMatcher } from "../purchase-orders/supplier-of-line";
import { leadTimeDays } from "./lead-time";
import { productionItemPath, productionSku } from "./production-sku";

interface ProductionWriter {
  prisma: PrismaClient;
  changes: ProjectChanges;
}

/** The id a quote line's production item always has, so its QR label can name it before the row exists. */
export const productionItemIdOf = (quoteLineId: string) => uuidFrom(`production-item:${quoteLineId}`);

/**
 * One production item for each item line of an approved quote (not labour or delivery), estimated to be
 * made a lead time after the approval. Run again for the same quote (a redelivered event), it adds none:
 * a line has one production item (quote_line_id is unique).
 */
export async function createProductionItems({ prisma, changes }: ProductionWriter, quoteId: string): Promise<{ created: number }> {
  const quote = await prisma.quote.findFirst({
    where: { id: quoteId, status: "approved" },
    select: {
      number: true,
      studioId: true,
      studio: { select: { timeZone: true } },
      projectId: true,
      approvedAt: true,
      lines: {
        where: { kind: "item" },
        orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
        select: { id: true, name: true, quantity: true, supplier: true, roomItem: { select: { leadTime: true, supplierId: true, supplier: true } } },
      },
    },
  });
  if (!quote || quote.lines.length === 0) return { created: 0 };
  const approvedOn = studioDay(quote.approvedAt ?? new Date(), quote.studio.timeZone);
  // The same supplier the line's purchase order goes to: the item's link, else its supplier's name.
  const supplierOf = supplierMatcher(await prisma.supplier.findMany({ where: { studioId: quote.studioId } }));
  const { count } = await prisma.productionItem.createMany({
    data: quote.lines.map((line, index) => {
      const id = productionItemIdOf(line.id);
      const supplier = supplierOf({ supplierId: line.roomItem?.supplierId ?? null, supplierText: line.supplier ?? line.roomItem?.supplier ?? null });
      const days = leadTimeDays({ supplierDays: supplier?.leadTimeDays ?? null, itemDays: line.roomItem?.leadTime ?? null });
      return {
        id,
        projectId: quote.projectId,
        quoteLineId: line.id,
        name: line.name,
        sku: productionSku(quote.number, index + 1),
        quantity: line.quantity,
        estimatedCompletion: daysAfter(approvedOn, days),
        qrCode: productionItemPath(quote.projectId, id),
      };
    }),
    skipDuplicates: true,
  });
  if (count > 0) changes.announce(quote.projectId, "productions");
  return { created: count };
}
