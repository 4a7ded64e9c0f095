import { deliveryItemLabel, type ClientPortal } from "@atelier/contracts";
import { formatDate, formatDateTime } from "@/lib/dates";
import type { PortalListEntry } from "./portal-list";

type Portal = ClientPortal;

export const meetingEntry = (meeting: Portal["meetings"][number]): PortalListEntry => ({
  id: meeting.id,
  title: meeting.title,
  status: meeting.status,
  description: meeting.description,
  details: [`${formatDateTime(meeting.scheduledAt)} · ${meeting.duration} minutes`, meeting.location],
});

export const installationEntry = (installation: Portal["installations"][number]): PortalListEntry => ({
  id: installation.id,
  title: installation.title,
  status: installation.status,
  details: [formatDateTime(installation.scheduledDate)],
});

export const deliveryEntry = (delivery: Portal["deliveries"][number]): PortalListEntry => ({
  id: delivery.id,
  title: delivery.deliveryNumber,
  status: delivery.status,
  details: [
    delivery.deliveredDate ? `Delivered ${formatDate(delivery.deliveredDate)}` : `Scheduled ${formatDate(delivery.scheduledDate)}`,
    delivery.driverName && `Driver: ${delivery.driverName}`,
    delivery.items.length > 0 && delivery.items.map(deliveryItemLabel).join(", "),
  ],
});
