import type { ClientPortal } from "@atelier/contracts";
import { toDateOnly, type Project } from "@atelier/db";
import type { PortalDeps } from "../config";
import { portalInvoices } from "./portal-invoices";
import { portalQuotes } from "./portal-quotes";
import { IMAGE_URL_SECONDS, isoOrNull } from "./portal-values";

/**
 * Everything the client's portal shows of one project, read from its owners' tables (read-only here)
 * and built field by field, so nothing the studio keeps to itself can slip in, nor a sample home added to try
 * Atelier out.
 */
export async function clientPortalData({ prisma, storage }: PortalDeps, project: Project): Promise<ClientPortal> {
  const projectId = project.id;
  const [studio, rooms, images, quotes, approvals, meetings, installations, deliveries] = await Promise.all([
    prisma.studio.findUniqueOrThrow({
      where: { id: project.studioId },
      select: { name: true, logoObjectKey: true, timeZone: true, bankName: true, bankAccountHolder: true, bankAccountNumber: true, bankBranchCode: true },
    }),
    prisma.room.findMany({ where: { projectId, sample: false }, orderBy: { createdAt: "asc" } }),
    prisma.image.findMany({ where: { projectId, OR: [{ roomId: null }, { room: { sample: false } }] }, orderBy: { createdAt: "desc" } }),
    portalQuotes(prisma, projectId),
    prisma.approval.findMany({ where: { projectId }, orderBy: { signedAt: "desc" } }),
    prisma.meeting.findMany({ where: { projectId }, orderBy: { scheduledAt: "asc" } }),
    prisma.installation.findMany({ where: { projectId }, orderBy: { scheduledDate: "asc" } }),
    prisma.delivery.findMany({ where: { projectId }, orderBy: { scheduledDate: "asc" }, include: { items: { orderBy: { sortOrder: "asc" } } } }),
  ]);
  return {
    project: {
      id: project.id,
      title: project.title,
      description: project.description,
      address: project.address,
      status: project.status,
      startDate: toDateOnly(project.startDate),
      expectedEndDate: toDateOnly(project.expectedEndDate),
      studioName: studio.name,
      studioLogoUrl: studio.logoObjectKey ? await storage.downloadUrl(studio.logoObjectKey, IMAGE_URL_SECONDS) : null,
      studioTimeZone: studio.timeZone,
    },
    rooms: rooms.map((room) => ({ id: room.id, name: room.name, description: room.description, dimensions: room.dimensions })),
    images: await Promise.all(
      images.map(async (image) => ({
        id: image.id,
        roomId: image.roomId,
        type: image.type,
        url: await storage.downloadUrl(image.objectKey, IMAGE_URL_SECONDS),
        thumbnailUrl: image.thumbnailObjectKey ? await storage.downloadUrl(image.thumbnailObjectKey, IMAGE_URL_SECONDS) : null,
        prompt: image.prompt,
      })),
    ),
    quotes,
    approvals: approvals.map((approval) => ({
      id: approval.id,
      quoteId: approval.quoteId,
      signedBy: approval.signedBy,
      signedAt: approval.signedAt.toISOString(),
      quoteVersion: approval.quoteVersion,
    })),
    meetings: meetings.map((meeting) => ({
      id: meeting.id,
      title: meeting.title,
      description: meeting.description,
      type: meeting.type,
      status: meeting.status,
      scheduledAt: meeting.scheduledAt.toISOString(),
      duration: meeting.duration,
      location: meeting.location,
    })),
    installations: installations.map((installation) => ({
      id: installation.id,
      title: installation.title,
      description: installation.description,
      type: installation.type,
      status: installation.status,
      scheduledDate: installation.scheduledDate.toISOString(),
      estimatedDuration: installation.estimatedDuration,
    })),
    deliveries: deliveries.map((delivery) => ({
      id: delivery.id,
      deliveryNumber: delivery.deliveryNumber,
      status: delivery.status,
      scheduledDate: delivery.scheduledDate.toISOString(),
      eta: isoOrNull(delivery.eta),
      driverName: delivery.driverName,
      deliveredDate: isoOrNull(delivery.deliveredDate),
      items: delivery.items.map((item) => ({ name: item.name, quantity: item.quantity.toNumber() })),
    })),
    ...(await portalInvoices(prisma, projectId, studio)),
  };
}
