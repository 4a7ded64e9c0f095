import { TIME_MESSAGES, timerMinutes, type Endpoints } from "@atelier/contracts";
import { fromDateOnly } from "@atelier/db";
import { conflict, fieldsSet, recordActivity, studioToday, type RouteHandler, type Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { toTimeEntryResponse, withMember } from "./time-response";
import { TIME_ENTRY_FIELDS, timeEntryRecord } from "./time-entry-activity";

/**
 * POST /api/timer/stop: 201 with the entry the caller's timer became (today, in the studio's calendar, at least a
 * minute). Two stops at once (two tabs) make one entry: the second finds no timer (409).
 */
export function stopTimerRoute({ prisma, changes }: ProjectsDeps): RouteHandler<Endpoints["stopTimer"], Staff, undefined> {
  return async (_req, res, { caller }) => {
    const entry = await prisma.$transaction(async (tx) => {
      const timer = await tx.timeTimer.findUnique({ where: { userId: caller.userId } });
      // The delete waits for a stop already under way, then finds nothing to stop.
      const stopped = timer && (await tx.timeTimer.deleteMany({ where: { userId: caller.userId, startedAt: timer.startedAt } })).count === 1;
      if (!timer || !stopped) throw conflict(TIME_MESSAGES.noTimer);
      const stoppedAt = new Date();
      const kept = await tx.timeEntry.create({
        data: {
          projectId: timer.projectId,
          userId: caller.userId,
          date: fromDateOnly(await studioToday(tx, caller.studioId, stoppedAt)),
          minutes: timerMinutes(timer.startedAt, stoppedAt),
          activity: timer.activity,
          note: timer.note,
        },
        include: withMember,
      });
      await recordActivity(tx, { studioId: caller.studioId, projectId: kept.projectId, record: timeEntryRecord(kept), action: "created", changes: fieldsSet(kept, TIME_ENTRY_FIELDS) });
      return kept;
    });
    changes.announce(entry.projectId, "time", entry.id);
    res.status(201).json(toTimeEntryResponse(entry));
  };
}
