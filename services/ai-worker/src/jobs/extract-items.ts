import type { extractItemsJob, ExtractionResult } from "@atelier/contracts";
import type { JobHandler } from "@atelier/kit";
import type { AiJobDeps } from "./job-deps";

/** Reads the room items out of a transcript; nothing is saved, so a retry is harmless. */
export const handleExtractItems =
  ({ providers }: AiJobDeps): JobHandler<typeof extractItemsJob.payload> =>
  async ({ transcript, roomName, itemNames }, context) => {
    await context.progress(10, "Extracting items");
    const items = await providers.extractItems(transcript, { roomName: roomName ?? undefined, itemNames });
    await context.progress(90, "Extracted");
    return { items } satisfies ExtractionResult;
  };
