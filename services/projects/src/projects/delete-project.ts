import { PROJECT_DELETE_REFUSAL } from "@atelier/contracts";
import type { Prisma, Project } from "@atelier/db";
import { conflict, recordActivity } from "@atelier/kit";
import type { MediaDeps } from "../config";
import { removeUnreachableFiles } from "../objects/remove-unreachable-files";
import { projectRecord } from "./project-activity";

/**
 * Whether the client has approved or opened one of the project's quotes (a sample's approval is nobody's), or was
 * issued an invoice: their record, and the studio's tax record, outlive any tidying up.
 */
async function clientHasActed(tx: Prisma.TransactionClient, projectId: string): Promise<boolean> {
  // One after another: a transaction's queries share one connection.
  const kept = [
    () => tx.quote.count({ where: { projectId, status: "approved", sample: false }, take: 1 }),
    () => tx.approval.count({ where: { projectId }, take: 1 }),
    () => tx.quoteAuditEvent.count({ where: { projectId }, take: 1 }),
    () => tx.invoice.count({ where: { projectId, status: { not: "draft" } }, take: 1 }),
    () => tx.payment.count({ where: { projectId }, take: 1 }),
  ];
  for (const count of kept) if ((await count()) > 0) return true;
  return false;
}

/** Every stored file the project's rows point at, which deleting the rows would leave unreachable. */
async function objectKeysOf(tx: Prisma.TransactionClient, projectId: string): Promise<string[]> {
  const images = await tx.image.findMany({ where: { projectId }, select: { objectKey: true, thumbnailObjectKey: true } });
  const notes = await tx.voiceNote.findMany({ where: { room: { projectId }, audioObjectKey: { not: null } }, select: { audioObjectKey: true } });
  const quotes = await tx.quote.findMany({ where: { projectId, pdfObjectKey: { not: null } }, select: { pdfObjectKey: true } });
  const deliveries = await tx.delivery.findMany({ where: { projectId, podSignatureObjectKey: { not: null } }, select: { podSignatureObjectKey: true } });
  const keys = [
    ...images.flatMap((image) => [image.objectKey, image.thumbnailObjectKey]),
    ...notes.map((note) => note.audioObjectKey),
    ...quotes.map((quote) => quote.pdfObjectKey),
    ...deliveries.map((delivery) => delivery.podSignatureObjectKey),
  ];
  return keys.filter((key): key is string => key !== null);
}

/**
 * Deletes the project with everything in it (the database cascades to its rooms, items, photos, draft quotes,
 * meetings and the rest) and removes its stored files. Refused with 409 once its client has approved or opened a
 * quote: that record must never vanish, and archiving keeps it.
 */
export async function deleteProject(deps: MediaDeps, project: Pick<Project, "id" | "studioId" | "title">): Promise<void> {
  const objectKeys = await deps.prisma.$transaction(async (tx) => {
    // Holding the row makes an approval or a new photo of this project wait, then either be counted here or fail.
    await tx.$queryRaw`SELECT id FROM projects WHERE id = ${project.id}::uuid FOR UPDATE`;
    if (await clientHasActed(tx, project.id)) throw conflict(PROJECT_DELETE_REFUSAL);
    const keys = await objectKeysOf(tx, project.id);
    await tx.project.delete({ where: { id: project.id } });
    // The project's own entries go with it: the studio's feed keeps that it was deleted, and by whom.
    await recordActivity(tx, { studioId: project.studioId, projectId: null, record: projectRecord(project), action: "deleted" });
    return keys;
  });
  deps.changes.announce(project.id, "project", project.id);
  await removeUnreachableFiles(deps, project.studioId, objectKeys, "a deleted project's");
}
