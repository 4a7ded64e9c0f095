import type { deliveryDelayedEvent, installationDelayedEvent } from "@atelier/contracts";
import type { JobHandler } from "@atelier/kit";
import { designerOrStudio } from "../notifications/studio-staff";
import type { ProjectsWorkerDeps } from "./worker-deps";

/** "03 Dec 2026, 09:00" in the studio's time zone. */
const dueAt = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString("en-ZA", { timeZone, day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

interface Slip {
  projectId: string;
  studioId: string;
  title: string;
  /** What slipped, for the project named, in the studio's time zone: "Delivery DEL-2026-004 for …". */
  message: (project: string, timeZone: string) => string;
  /** The project's tab that lists it. */
  tab: "delivery" | "installations";
}

/**
 * Tells the project's designer (its creator, else the whole studio) that a visit slipped, once per delayed
 * event: the event's id is derived from the visit and its scheduled time, so a redelivery tells no one again
 * and a visit rescheduled that slips again is told again.
 */
async function tellDesigner({ prisma, notifier }: ProjectsWorkerDeps, eventId: string, slip: Slip) {
  const project = await prisma.project.findFirst({ where: { id: slip.projectId, studioId: slip.studioId }, select: { title: true, createdById: true, studio: { select: { timeZone: true } } } });
  if (!project) return { skipped: "the project no longer exists" };
  const created = await notifier.notify({
    studioId: slip.studioId,
    userIds: await designerOrStudio(prisma, slip.studioId, project.createdById),
    kind: "visit_delayed",
    projectId: slip.projectId,
    title: slip.title,
    message: slip.message(project.title, project.studio.timeZone),
    link: `/projects/${slip.projectId}/${slip.tab}`,
    dedupeKey: `event:${eventId}`,
  });
  return { notified: created.length };
}

export const notifyDeliveryDelayed =
  (deps: ProjectsWorkerDeps): JobHandler<typeof deliveryDelayedEvent.payload> =>
  ({ projectId, studioId, deliveryNumber, scheduledDate }, { jobId }) =>
    tellDesigner(deps, jobId, {
      projectId,
      studioId,
      title: "Delivery delayed",
      message: (project, timeZone) => `Delivery ${deliveryNumber} for ${project} was due to leave on ${dueAt(scheduledDate, timeZone)} and has not left.`,
      tab: "delivery",
    });

export const notifyInstallationDelayed =
  (deps: ProjectsWorkerDeps): JobHandler<typeof installationDelayedEvent.payload> =>
  ({ projectId, studioId, title, scheduledDate }, { jobId }) =>
    tellDesigner(deps, jobId, {
      projectId,
      studioId,
      title: "Installation delayed",
      message: (project, timeZone) => `${title} for ${project} was due to start on ${dueAt(scheduledDate, timeZone)} and has not started.`,
      tab: "installations",
    });
