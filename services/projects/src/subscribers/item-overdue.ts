import type { itemOverdueEvent } from "@atelier/contracts";
import type { JobHandler } from "@atelier/kit";
import { designerOrStudio } from "../notifications/studio-staff";
import type { ProjectsWorkerDeps } from "./worker-deps";

const dayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-ZA", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" });

/** An ordered item that has not arrived by its expected date: its designer hears of it, or the whole studio when it has none. */
export const notifyItemOverdue =
  ({ prisma, notifier }: ProjectsWorkerDeps): JobHandler<typeof itemOverdueEvent.payload> =>
  async ({ projectId, studioId, productionItemId, name, expectedOn, designerId }) => {
    const project = await prisma.project.findFirst({ where: { id: projectId, studioId }, select: { title: true } });
    if (!project) return { skipped: "the project no longer exists" };
    const created = await notifier.notify({
      studioId,
      userIds: await designerOrStudio(prisma, studioId, designerId),
      kind: "item_overdue",
      projectId,
      title: "Item overdue",
      message: `${name} for ${project.title} was expected on ${dayOf(expectedOn)} and has not arrived.`,
      link: `/projects/${projectId}`,
      dedupeKey: `item-overdue:${productionItemId}:${expectedOn}`,
    });
    return { notified: created.length };
  };
