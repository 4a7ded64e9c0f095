import { quoteApprovedEvent, type sampleDataAddedEvent } from "@atelier/contracts";
import { isUniqueViolation } from "@atelier/db";
import { uuidFrom, writeEvent, type JobHandler } from "@atelier/kit";
import { readQuotableProject } from "../generation/quotable-project";
import { QUOTE_TRANSACTION_TIMEOUT_MS, saveNewQuote } from "../generation/save-new-quote";
import type { QuotesWorkerDeps } from "../jobs/worker-deps";

/** Who "approved" the sample: never the project's real client, who signed nothing. */
const SAMPLE_SIGNER = "Sample client";

/** "Kitchen, Dining Room and Study". */
const roomList = (names: readonly string[]) => (names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);

/**
 * The sample home's quotes, priced like any generated quote and marked sample: the first rooms' items as an
 * approved quote, the other rooms' as one awaiting an answer, so the project's Quotes and Orders tabs show both;
 * neither was mailed to anyone or reaches the client's portal. The approved one writes quote.approved (sample,
 * with no approval behind it) in the same transaction, so its items go into production and onto purchase orders.
 * Their ids derive from the event's, so a redelivered event makes none again.
 */
export const makeSampleQuotes =
  ({ prisma, changes }: QuotesWorkerDeps): JobHandler<typeof sampleDataAddedEvent.payload> =>
  async ({ projectId, studioId, userId }, { jobId: eventId }) => {
    const approvedId = uuidFrom(`${eventId}:approved-sample-quote`);
    const sentId = uuidFrom(`${eventId}:sent-sample-quote`);
    const quoteIds = [approvedId, sentId];
    if (await prisma.quote.findUnique({ where: { id: approvedId }, select: { id: true } })) return { quoteIds };

    const quotable = await readQuotableProject(prisma, studioId, projectId);
    if (!quotable) return { skipped: "the project no longer exists" };
    const { project, rooms } = quotable;
    if (rooms.every((room) => room.items.length === 0)) return { skipped: "the sample items were removed" };
    const firstRooms = rooms.slice(0, Math.ceil(rooms.length / 2));
    const otherRooms = rooms.slice(firstRooms.length);
    const now = new Date();
    const quoteOf = (quoteId: string, quotedRooms: typeof rooms) => ({ quoteId, project, rooms: quotedRooms, createdById: userId, title: `${project.title} — ${roomList(quotedRooms.map((room) => room.name))}`, now });

    const made = await prisma
      .$transaction(
        async (tx) => {
          const approved = await saveNewQuote(tx, { ...quoteOf(approvedId, firstRooms), state: { status: "approved", sentAt: now, approvedAt: now, sample: true } });
          await writeEvent(tx, quoteApprovedEvent, uuidFrom(`${approvedId}:${quoteApprovedEvent.name}`), {
            quoteId: approvedId,
            projectId,
            studioId,
            number: approved.number,
            version: approved.version,
            approvalId: null,
            signedBy: SAMPLE_SIGNER,
            total: approved.total.toFixed(2),
            sample: true,
          });
          await saveNewQuote(tx, { ...quoteOf(sentId, otherRooms), state: { status: "sent", sentAt: now, sample: true } });
          return true;
        },
        { timeout: QUOTE_TRANSACTION_TIMEOUT_MS },
      )
      .catch((error: unknown) => (isUniqueViolation(error) ? false : Promise.reject(error)));
    if (made) {
      changes.announce(projectId, "quotes");
    }
    return { quoteIds };
  };
