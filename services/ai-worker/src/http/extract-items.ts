import type { RequestHandler } from "express";
import { extractItemsRequestSchema } from "@atelier/contracts";
import { enqueueJob, findStudioRoom, parseInput, staffOf } from "@atelier/kit";
import { extractItemsJob } from "../jobs/definitions";
import type { AiRouteDeps } from "./ai-deps";

/** POST /api/voice/extract-items: queues the extraction and answers 202 with the job to follow. */
export function extractItemsRoute({ prisma, queues }: AiRouteDeps): RequestHandler {
  return async (req, res) => {
    const { studioId, userId } = staffOf(req);
    const { transcript, roomContext } = parseInput(extractItemsRequestSchema, req.body);
    const room = roomContext ? await findStudioRoom(prisma, studioId, roomContext) : null;
    const jobId = await enqueueJob(prisma, queues, extractItemsJob, { studioId, userId, projectId: room?.projectId ?? null }, {
      transcript,
      roomName: room?.name ?? null,
    });
    res.status(202).json({ jobId });
  };
}
