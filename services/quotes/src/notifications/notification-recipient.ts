import type { PrismaClient } from "@atelier/db";
import { HttpError, notFound } from "@atelier/kit";

const NOT_ALLOWED = "Notifications go only to the project's client or the studio's own designers";
const NO_CLIENT_EMAIL = "The project has no client e-mail: add one to the project, or name one of the studio's designers";

const refused = (field: string, message: string) => new HttpError(400, message, { [field]: [message] });

export interface NotificationAddress {
  projectId?: string;
  to?: string;
}

/**
 * Where a notification may go, decided from the database, never from the body alone: `to` when it is the
 * named project's client e-mail or the e-mail of a designer of the caller's studio; without `to`, the
 * project's client. So the route is no open relay. Another studio's project is as missing as none.
 */
export async function notificationRecipient(prisma: PrismaClient, studioId: string, { projectId, to }: NotificationAddress): Promise<string> {
  const project = projectId ? await prisma.project.findFirst({ where: { id: projectId, studioId }, select: { clientEmail: true } }) : null;
  if (projectId && !project) throw notFound("Project not found");
  if (!to) {
    if (!project) throw refused("to", "Name the recipient, or the project whose client is to get it");
    if (!project.clientEmail) throw refused("to", NO_CLIENT_EMAIL);
    return project.clientEmail;
  }
  if (project?.clientEmail && project.clientEmail.toLowerCase() === to.toLowerCase()) return project.clientEmail;
  const designer = await prisma.user.findFirst({ where: { studioId, email: { equals: to, mode: "insensitive" } }, select: { email: true } });
  if (!designer) throw refused("to", NOT_ALLOWED);
  return designer.email;
}
