import type { SampleDataResponse } from "@atelier/contracts";
import type { Prisma, Project } from "@atelier/db";
import { conflict, notFound, type AccessHandler, type Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { createSampleRooms } from "./create-sample-rooms";

/**
 * Locks the project row for the transaction, so two clicks on "Add Sample Data" cannot both find it
 * without rooms and fill it twice.
 */
async function lockEmptyStudioProject(tx: Prisma.TransactionClient, studioId: string, projectId: string): Promise<void> {
  const locked = await tx.$queryRaw<Array<{ id: string }>>`
    SELECT id FROM projects WHERE id = ${projectId}::uuid AND studio_id = ${studioId}::uuid FOR UPDATE`;
  if (locked.length === 0) throw notFound("Project not found");
  if ((await tx.room.count({ where: { projectId } })) > 0) throw conflict("This project already has rooms");
}

/**
 * POST /api/populate-sample-data/:id: fills an empty project with a furnished sample home, all or nothing.
 * Sample quotes are a further step of the same transaction once the quotes service can build them.
 */
export function populateSampleData({ prisma, changes }: ProjectsDeps): AccessHandler<Staff, Project> {
  return async (_req, res, { caller: { studioId }, record: { id: projectId } }) => {
    const created = await prisma.$transaction(async (tx): Promise<SampleDataResponse> => {
      await lockEmptyStudioProject(tx, studioId, projectId);
      return { rooms: await createSampleRooms(tx, projectId) };
    });
    changes.announce(projectId, "rooms");
    res.status(201).json(created);
  };
}
