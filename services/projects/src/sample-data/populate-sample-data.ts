import { randomUUID } from "node:crypto";
import { sampleDataAddedEvent, type SampleDataResponse } from "@atelier/contracts";
import type { Prisma, Project } from "@atelier/db";
import { conflict, notFound, recordActivity, writeEvent, type Staff } from "@atelier/kit";
import type { MediaDeps } from "../config";
import { countsText, projectRecord, sampleDataChange } from "../projects/project-activity";
import { createSampleRooms } from "./create-sample-rooms";
import { createSampleSuppliers } from "./create-sample-suppliers";

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
 * Fills an empty project with a furnished sample home, its items linked to the studio's sample suppliers
 * (made with the first sample home), all or nothing. Quotes belong to the quotes service:
 * the project.sample-data-added event commits with the rooms and items, and the quotes service prices them
 * into the sample's quotes, which reach open pages as they are made.
 */
export async function populateSampleData(
  { prisma, changes }: Pick<MediaDeps, "prisma" | "changes">,
  { studioId, userId }: Staff,
  project: Pick<Project, "id" | "title">,
): Promise<SampleDataResponse> {
  const projectId = project.id;
  const created = await prisma.$transaction(async (tx): Promise<SampleDataResponse> => {
    await lockEmptyStudioProject(tx, studioId, projectId);
    const rooms = await createSampleRooms(tx, projectId, await createSampleSuppliers(tx, studioId));
    await writeEvent(tx, sampleDataAddedEvent, randomUUID(), { projectId, studioId, userId });
    const items = rooms.reduce((total, room) => total + room.itemCount, 0);
    const added = countsText([[rooms.length, "room", "rooms"], [items, "item", "items"]]);
    await recordActivity(tx, { studioId, projectId, record: projectRecord(project), action: "updated", changes: sampleDataChange(null, added) });
    return { rooms };
  });
  changes.announce(projectId, "rooms");
  return created;
}
