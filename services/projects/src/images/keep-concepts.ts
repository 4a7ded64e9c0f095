import type { RenderedConcept } from "@atelier/contracts";
import { Prisma, type Image, type PrismaClient } from "@atelier/db";
import { recordActivity, type ObjectStorage } from "@atelier/kit";
import { photoRecord } from "./photo-activity";

export interface ConceptsToKeep {
  projectId: string;
  roomId: string | null;
  concepts: RenderedConcept[];
  userId: string | null;
}

/**
 * Keeps rendered concepts as the room's (or project's) generated images, under the ids they were
 * stored with, so a second delivery adds none, with one activity entry for those it adds. Null when the project or
 * room is gone: then nothing refers to the files, and they are removed.
 */
export async function keepConcepts(prisma: PrismaClient, storage: ObjectStorage, { projectId, roomId, concepts, userId }: ConceptsToKeep): Promise<Image[] | null> {
  const ids = concepts.map((concept) => concept.id);
  try {
    await prisma.$transaction(async (tx) => {
      const kept = new Set((await tx.image.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((image) => image.id));
      const added = concepts.filter((concept) => !kept.has(concept.id));
      const data = added.map((concept) => ({ ...concept, projectId, roomId, type: "generated" as const, idempotencyKey: concept.id, createdById: userId }));
      // A second delivery at the same moment inserts none of them, and says nothing.
      const { count } = await tx.image.createMany({ data, skipDuplicates: true });
      if (count === 0) return;
      const record = await photoRecord(tx, { id: added[0]!.id, roomId, type: "generated" });
      const changes = [{ field: "images", label: "Concept images", before: null, after: String(count) }];
      await recordActivity(tx, { projectId, record, action: "created", changes });
    });
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2003")) throw error;
    await storage.remove(concepts.flatMap((concept) => [concept.objectKey, concept.thumbnailObjectKey]));
    return null;
  }
  const images = await prisma.image.findMany({ where: { id: { in: ids } } });
  return ids.map((id) => images.find((image) => image.id === id)).filter((image) => image !== undefined);
}
