import { deliveryItemLabel, type ClientPortal } from "@atelier/contracts";
import type { StudioDates } from "@/lib/studio-time-zone";
import type { PortalListEntry } from "./portal-list";

type Portal = ClientPortal;

/* Each takes the studio's date formats and gives the mapper from a portal record to its list entry. */

export const meetingEntry = ({ formatDateTime }: StudioDates) => (meeting: Portal["meetings"][number]): PortalListEntry => ({
  id: meeting.id,
  title: meeting.title,
  status: meeting.status,
  description: meeting.description,
  details: [`${formatDateTime(meeting.scheduledAt)} · ${meeting.duration} minutes`, meeting.location],
});

export const installationEntry = ({ formatDateTime }: StudioDates) => (installation: Portal["installations"][number]): PortalListEntry => ({
  id: installation.id,
  title: installation.title,
  status: installation.status,
  details: [formatDateTime(installation.scheduledDate)],
});

export const deliveryEntry = ({ formatDate }: StudioDates) => (delivery: Portal["deliveries"][number]): PortalListEntry => ({
  id: delivery.id,
  title: delivery.deliveryNumber,
  status: delivery.status,
  details: [
    delivery.deliveredDate ? `Delivered ${formatDate(delivery.deliveredDate)}` : `Scheduled ${formatDate(delivery.scheduledDate)}`,
    delivery.driverName && `Driver: ${delivery.driverName}`,
    delivery.items.length > 0 && delivery.items.map(deliveryItemLabel).join(", "),
  ],
});
