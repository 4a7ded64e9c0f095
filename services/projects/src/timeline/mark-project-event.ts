import type { TimelineCategory } from "@atelier/contracts";
import type { ProjectChanges } from "@atelier/kit";
import type { PrismaClient } from "@atelier/db";

/** Something that happened to a project elsewhere (a quote approved, a delivery completed), for its timeline. */
export interface ProjectHappening {
  /** The domain event's id: the same event delivered again finds its row and adds nothing. */
  eventId: string;
  projectId: string;
  studioId: string;
  title: string;
  description: string | null;
  date: Date;
  category: TimelineCategory;
  /** A warning (a visit delayed) rather than a step done: recorded as a notice, outside the progress. */
  notice?: boolean;
}

/**
 * Puts what happened on the project's timeline as completed (a notice is recorded so too: it happened, and is
 * never overdue), once per domain event; nothing when the project is gone or not the studio's.
 */
export async function markProjectEvent(
  { prisma, changes }: { prisma: PrismaClient; changes: ProjectChanges },
  { eventId, projectId, studioId, ...event }: ProjectHappening,
): Promise<{ added: boolean } | { skipped: string }> {
  const project = await prisma.project.findFirst({ where: { id: projectId, studioId }, select: { id: true } });
  if (!project) return { skipped: "the project no longer exists" };
  const { count } = await prisma.timelineEvent.createMany({
    data: [{ ...event, projectId, status: "completed", sourceEventId: eventId }],
    skipDuplicates: true,
  });
  if (count > 0) changes.announce(projectId, "timeline");
  return { added: count > 0 };
}
