import type { Endpoints } from "@atelier/contracts";
import { loadStudioRecordToChange, type RouteHandler, type Staff } from "@atelier/kit";
import type { AiRecords } from "../access/records";
import { extractItemsJob } from "../jobs/definitions";
import { roomItemNames } from "../jobs/room-item-names";
import type { AiRouteDeps } from "./ai-deps";
import { startJob } from "./start-job";

/** POST /api/voice/extract-items: starts the extraction and answers 202 with the job to follow. */
export function extractItemsRoute(deps: AiRouteDeps, records: AiRecords): RouteHandler<Endpoints["extractItems"], Staff, undefined> {
  return async (_req, res, { caller, body }) => {
    const { studioId, userId } = caller;
    const { transcript, roomContext } = body;
    // The room is named in the body, not the path, so it is checked once the body is valid.
    const room = roomContext ? await loadStudioRecordToChange(records.room, caller, roomContext) : null;
    const jobId = await startJob(deps, extractItemsJob, { studioId, userId, projectId: room?.projectId ?? null }, {
      transcript,
      roomName: room?.name ?? null,
      itemNames: room ? await roomItemNames(deps.prisma, room.id) : [],
    });
    res.status(202).json({ jobId });
  };
}
