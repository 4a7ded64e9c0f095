import { z } from "zod";
import { defineJob } from "@atelier/kit";

/** The queue every AI job runs on; start more worker processes to run more at once. */
export const AI_QUEUE = "ai";

export const extractItemsJob = defineJob({
  queue: AI_QUEUE,
  name: "extract-items",
  payload: z.object({ transcript: z.string(), roomName: z.string().nullable() }),
  attempts: 3,
});
