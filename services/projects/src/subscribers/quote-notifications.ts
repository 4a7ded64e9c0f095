import type { NotificationKind, quoteApprovedEvent, quoteChangesRequestedEvent, quoteViewedEvent } from "@atelier/contracts";
import type { JobHandler } from "@atelier/kit";
import { formatRand } from "@atelier/money";
import { studioStaffIds } from "../notifications/studio-staff";
import type { ProjectsWorkerDeps } from "./worker-deps";

interface QuoteEvent {
  quoteId: string;
  projectId: string;
  studioId: string;
  number: string;
  version: number;
}

interface QuoteNews {
  kind: NotificationKind;
  title: string;
  message: (project: string) => string;
  dedupeKey: string;
}

/** Tells every designer of the studio what the client did with a quote, linking to the quote. */
async function tellStudio({ prisma, notifier }: ProjectsWorkerDeps, event: QuoteEvent, news: QuoteNews) {
  const project = await prisma.project.findFirst({ where: { id: event.projectId, studioId: event.studioId }, select: { title: true } });
  if (!project) return { skipped: "the project no longer exists" };
  const created = await notifier.notify({
    studioId: event.studioId,
    userIds: await studioStaffIds(prisma, event.studioId),
    kind: news.kind,
    projectId: event.projectId,
    title: news.title,
    message: news.message(project.title),
    link: `/projects/${event.projectId}/quotes/${event.quoteId}`,
    dedupeKey: news.dedupeKey,
  });
  return { notified: created.length };
}

const quoteName = ({ number, version }: QuoteEvent) => `quote ${number} (version ${version})`;

/** The client signed: the studio hears of it, in the app and by e-mail unless a designer chose otherwise. */
export const notifyQuoteApproved =
  (deps: ProjectsWorkerDeps): JobHandler<typeof quoteApprovedEvent.payload> =>
  (event, { jobId }) =>
    tellStudio(deps, event, {
      kind: "quote_approved",
      title: "Quote approved",
      message: (project) => `${event.signedBy} approved ${quoteName(event)} for ${project}: ${formatRand(event.total)} incl. VAT.`,
      dedupeKey: `event:${jobId}`,
    });

/** The client asked for changes instead, with their comment. */
export const notifyQuoteChangesRequested =
  (deps: ProjectsWorkerDeps): JobHandler<typeof quoteChangesRequestedEvent.payload> =>
  (event, { jobId }) =>
    tellStudio(deps, event, {
      kind: "quote_changes_requested",
      title: "Changes requested",
      message: (project) => `${event.requestedBy ?? "The client"} asked for changes to ${quoteName(event)} for ${project}: “${event.comment}”`,
      dedupeKey: `event:${jobId}`,
    });

/** The first time the client opens the portal with the quote on it; later views are only in the quote's audit trail. */
export const notifyQuoteViewed =
  (deps: ProjectsWorkerDeps): JobHandler<typeof quoteViewedEvent.payload> =>
  (event) =>
    tellStudio(deps, event, {
      kind: "quote_viewed",
      title: "Quote viewed",
      message: (project) => `The client opened ${quoteName(event)} for ${project} for the first time.`,
      dedupeKey: `quote-viewed:${event.quoteId}`,
    });
