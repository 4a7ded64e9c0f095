import type { SampleDataRemoved } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import { changedNothing, recordActivity } from "@atelier/kit";
import type { MediaDeps } from "../config";
import { removeUnreachableFiles } from "../objects/remove-unreachable-files";
import { countsText, projectRecord, sampleDataChange } from "../projects/project-activity";

/**
 * Takes away exactly what Add Sample Data made in the project, all or nothing: its rooms (with their items and
 * voice notes), its quotes with the production items and purchase orders drafted from them, and the studio's sample
 * suppliers once no item or order of any project uses them; then the files those rows pointed at. Owned by the
 * projects service like the sample itself, which writes the quotes' and orders' rows too only here and at creation:
 * the one transaction is what makes "exactly" hold. A sample quote a client opened (through a link given before
 * samples were kept out of the portal) is kept with its orders: what a client saw is never deleted.
 */
export async function removeSampleData(deps: MediaDeps, project: Pick<Project, "id" | "studioId" | "title">): Promise<SampleDataRemoved> {
  const { id: projectId, studioId } = project;
  const { removed, fileKeys } = await deps.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM projects WHERE id = ${projectId}::uuid FOR UPDATE`;
    const quotes = await tx.quote.findMany({ where: { projectId, sample: true, auditEvents: { none: {} }, approval: null }, select: { id: true, pdfObjectKey: true } });
    const quoteIds = quotes.map((quote) => quote.id);
    const notes = await tx.voiceNote.findMany({ where: { room: { projectId, sample: true }, audioObjectKey: { not: null } }, select: { audioObjectKey: true } });
    await tx.productionItem.deleteMany({ where: { projectId, quoteLine: { quoteId: { in: quoteIds } } } });
    const purchaseOrders = await tx.purchaseOrder.deleteMany({ where: { projectId, quoteId: { in: quoteIds } } });
    await tx.quote.deleteMany({ where: { id: { in: quoteIds } } });
    const rooms = await tx.room.deleteMany({ where: { projectId, sample: true } });
    const suppliers = await tx.supplier.deleteMany({ where: { studioId, sample: true, roomItems: { none: {} }, purchaseOrders: { none: {} } } });
    const gone = countsText([[rooms.count, "room", "rooms"], [quoteIds.length, "quote", "quotes"], [purchaseOrders.count, "supplier order", "supplier orders"]]);
    if (rooms.count + quoteIds.length > 0) await recordActivity(tx, { studioId, projectId, record: projectRecord(project), action: "updated", changes: sampleDataChange(gone, null) });
    else changedNothing();
    return {
      removed: { rooms: rooms.count, quotes: quoteIds.length, purchaseOrders: purchaseOrders.count, suppliers: suppliers.count },
      fileKeys: [...quotes.map((quote) => quote.pdfObjectKey), ...notes.map((note) => note.audioObjectKey)].filter((key): key is string => key !== null),
    };
  });
  for (const records of ["rooms", "items", "quotes", "purchase-orders", "productions"] as const) deps.changes.announce(projectId, records);
  await removeUnreachableFiles(deps, studioId, fileKeys, "removed sample data's");
  return removed;
}
