import { isArchived, isProjectArchived, type JobRecord, type PrismaClient, type Project, type Room } from "@atelier/db";
import type { StudioRecord } from "@atelier/kit";

/** The records the AI routes name, found only within the caller's studio (projects and rooms read-only: projects owns them). */
export function aiRecords(prisma: PrismaClient) {
  const project: StudioRecord<Project> = {
    name: "Project",
    ofStudio: (id, { studioId }) => prisma.project.findFirst({ where: { id, studioId } }),
    inArchivedProject: isArchived,
  };
  const room: StudioRecord<Room> = {
    name: "Room",
    ofStudio: (id, { studioId }) => prisma.room.findFirst({ where: { id, project: { studioId } } }),
    inArchivedProject: (room) => isProjectArchived(prisma, room.projectId),
  };
  const job: StudioRecord<JobRecord> = {
    name: "Job",
    ofStudio: (id, { studioId }) => prisma.jobRecord.findFirst({ where: { id, studioId } }),
  };
  return { project, room, job };
}

export type AiRecords = ReturnType<typeof aiRecords>;
