import { specificationText } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import type { ObjectStorage } from "@atelier/kit";
import type { LetterheadStudio } from "@atelier/kit/pdf/studio-pdf";
import { toMoneyString, withVat } from "@atelier/money";

/** What a purchase order's PDF prints: the studio's letterhead, the supplier, where to deliver, the lines at cost. */
export interface PurchaseOrderDocument {
  studio: LetterheadStudio;
  supplier: { name: string; contactName: string | null; email: string | null; phone: string | null; accountNumber: string | null };
  order: { number: string; issueDate: Date; projectTitle: string; projectCode: string | null; deliverTo: string | null };
  /** `details`: the item's colour, material, size and specifications, what the supplier makes or picks it to. */
  lines: Array<{ name: string; details: string | null; roomName: string | null; quantity: number; unit: string; unitCost: string; lineTotal: string }>;
  totals: { subtotal: string; vat: string; total: string };
}

/** Reads an order and everything its PDF prints. A logo missing from storage prints the studio's name alone. */
export async function purchaseOrderDocumentOf(prisma: PrismaClient, storage: ObjectStorage, id: string): Promise<PurchaseOrderDocument> {
  const order = await prisma.purchaseOrder.findUniqueOrThrow({
    where: { id },
    include: { studio: true, supplier: true, project: { select: { title: true, code: true, address: true } }, lines: { orderBy: { sortOrder: "asc" }, include: { roomItem: { select: { color: true, material: true, size: true, specifications: true } } } } },
  });
  const { studio, supplier, project } = order;
  const logoPng = studio.logoObjectKey && (await storage.stat(studio.logoObjectKey)) ? await storage.read(studio.logoObjectKey) : null;
  return {
    studio: { name: studio.name, postalAddress: studio.postalAddress, phone: studio.phone, email: studio.email, vatNumber: studio.vatNumber, logoPng, timeZone: studio.timeZone },
    supplier: { name: supplier.name, contactName: supplier.contactName, email: supplier.email, phone: supplier.phone, accountNumber: supplier.accountNumber },
    order: { number: order.number, issueDate: order.sentAt ?? order.createdAt, projectTitle: project.title, projectCode: project.code, deliverTo: project.address },
    lines: order.lines.map((line) => ({
      name: line.name,
      details: specificationText(line.roomItem),
      roomName: line.roomName,
      quantity: line.quantity.toNumber(),
      unit: line.unit,
      unitCost: toMoneyString(line.unitCost),
      lineTotal: toMoneyString(line.lineTotal),
    })),
    totals: withVat(order.subtotal),
  };
}
