import { JOBS, type jobFailedEvent } from "@atelier/contracts";
import type { JobHandler } from "@atelier/kit";
import type { ProjectsWorkerDeps } from "./worker-deps";

/** What a designer calls each job they can start, so the notification says what failed. */
const JOB_WORDS: Record<string, string> = {
  [JOBS.voiceNote.name]: "Processing a voice note",
  [JOBS.transcribe.name]: "Transcribing a recording",
  [JOBS.extractItems.name]: "Reading items from a transcript",
  [JOBS.generateImages.name]: "Generating concept images",
  [JOBS.thumbnail.name]: "Making a photo's thumbnail",
  [JOBS.generateQuote.name]: "Generating a quote",
  [JOBS.sendQuote.name]: "Sending a quote",
  [JOBS.sendNotification.name]: "Sending an e-mail",
  [JOBS.sendMeetingInvitation.name]: "Sending a meeting invitation",
};

/** A job that failed for good: its owner hears why, once, linked to its project when it has one. */
export const notifyJobFailed =
  ({ prisma, notifier }: ProjectsWorkerDeps): JobHandler<typeof jobFailedEvent.payload> =>
  async ({ name, userId, studioId, projectId, reason }, { jobId }) => {
    const owner = await prisma.user.findFirst({ where: { id: userId, studioId }, select: { id: true } });
    if (!owner) return { skipped: "the job's owner no longer exists" };
    const project = projectId ? await prisma.project.findFirst({ where: { id: projectId, studioId }, select: { id: true } }) : null;
    const created = await notifier.notify({
      studioId,
      userIds: [owner.id],
      kind: "job_failed",
      projectId: project?.id ?? null,
      title: "Job failed",
      message: `${JOB_WORDS[name] ?? name} failed: ${reason}`,
      link: project ? `/projects/${project.id}` : null,
      dedupeKey: `event:${jobId}`,
    });
    return { notified: created.length };
  };
