import type { ExtractionResult } from "@atelier/contracts";
import type { JobHandler } from "@atelier/kit";
import { extractItems } from "../extraction";
import type { extractItemsJob } from "./definitions";

/** Reads the room items out of a transcript; pure, so a retried job gives the same items. */
export const handleExtractItems: JobHandler<typeof extractItemsJob.payload> = async ({ transcript, roomName }, context) => {
  await context.progress(10);
  const items = extractItems(transcript, { roomName: roomName ?? undefined });
  await context.progress(90);
  return { items } satisfies ExtractionResult;
};
