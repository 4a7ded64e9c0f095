import { z } from "zod";
import { AI_QUEUE, DESIGN_STYLE_OPTIONS } from "@atelier/contracts";
import { defineJob } from "@atelier/kit";

export { AI_QUEUE, thumbnailJob } from "@atelier/contracts";

export const extractItemsJob = defineJob({
  queue: AI_QUEUE,
  name: "extract-items",
  payload: z.object({ transcript: z.string(), roomName: z.string().nullable() }),
  attempts: 3,
});

/** A recording in storage → its text. */
export const transcribeJob = defineJob({
  queue: AI_QUEUE,
  name: "transcribe",
  payload: z.object({ recordingKey: z.string() }),
  attempts: 3,
});

/** The recorder's whole pipeline: transcribe, extract, save the note and its confident items to the room. */
export const voiceNoteJob = defineJob({
  queue: AI_QUEUE,
  name: "voice-note",
  payload: z.object({ recordingKey: z.string(), roomId: z.uuid() }),
  attempts: 3,
});

/** Concept visuals for a room, or for the whole project when roomId is null. */
export const generateImagesJob = defineJob({
  queue: AI_QUEUE,
  name: "generate-images",
  payload: z.object({
    projectId: z.uuid(),
    roomId: z.uuid().nullable(),
    roomDescription: z.string(),
    styles: z.array(z.enum(DESIGN_STYLE_OPTIONS)),
  }),
  attempts: 3,
});
