import type { PrismaClient, Project } from "./generated/prisma/client";

/** Whether the project is archived: its records are then kept as they were, and changes to them are refused. */
export async function isProjectArchived(prisma: PrismaClient, projectId: string): Promise<boolean> {
  const project = await prisma.project.findUnique({ where: { id: projectId }, select: { archivedAt: true } });
  return project?.archivedAt != null;
}

/** The same for a project row already read: a record finder's `inArchivedProject` for projects themselves. */
export async function isArchived(project: Pick<Project, "archivedAt">): Promise<boolean> {
  return project.archivedAt !== null;
}
