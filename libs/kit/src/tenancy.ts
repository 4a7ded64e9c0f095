import type { PrismaClient } from "@atelier/db";
import { notFound } from "./http-error";

/** A project of the caller's studio; another studio's project is as unknown as a missing one. */
export async function findStudioProject(prisma: PrismaClient, studioId: string, projectId: string) {
  const project = await prisma.project.findFirst({ where: { id: projectId, studioId } });
  if (!project) throw notFound("Project not found");
  return project;
}

/** A room in a project of the caller's studio; another studio's room is as unknown as a missing one. */
export async function findStudioRoom(prisma: PrismaClient, studioId: string, roomId: string) {
  const room = await prisma.room.findFirst({ where: { id: roomId, project: { studioId } } });
  if (!room) throw notFound("Room not found");
  return room;
}
