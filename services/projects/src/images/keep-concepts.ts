import type { RenderedConcept } from "@atelier/contracts";
import { Prisma, type Image, type PrismaClient } from "@atelier/db";
import type { ObjectStorage } from "@atelier/kit";

export interface ConceptsToKeep {
  projectId: string;
  roomId: string | null;
  concepts: RenderedConcept[];
  userId: string | null;
}

/**
 * Keeps rendered concepts as the room's (or project's) generated images, under the ids they were
 * stored with, so a second delivery adds none. Null when the project or room is gone: then nothing
 * refers to the files, and they are removed.
 */
export async function keepConcepts(prisma: PrismaClient, storage: ObjectStorage, { projectId, roomId, concepts, userId }: ConceptsToKeep): Promise<Image[] | null> {
  const ids = concepts.map((concept) => concept.id);
  try {
    await prisma.image.createMany({
      data: concepts.map((concept) => ({ ...concept, projectId, roomId, type: "generated" as const, idempotencyKey: concept.id, createdById: userId })),
      skipDuplicates: true,
    });
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2003")) throw error;
    await storage.remove(concepts.flatMap((concept) => [concept.objectKey, concept.thumbnailObjectKey]));
    return null;
  }
  const images = await prisma.image.findMany({ where: { id: { in: ids } } });
  return ids.map((id) => images.find((image) => image.id === id)).filter((image) => image !== undefined);
}
