import { describe, expect, it } from "vitest";
import type { z } from "zod";
import type { voiceNoteHeardEvent } from "@atelier/contracts";
import { HANDED_OVER, type JobContext } from "@atelier/kit";
import { createOfflineProviders } from "../providers/offline";
import type { Transcript } from "../transcription";
import type { AiJobDeps } from "./job-deps";
import { handleVoiceNote } from "./voice-note";

const ROOM_ID = "3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70";
const TEXT = "we need a rocking chair in brass wall mounted and a cot in white";

/** The job's surroundings, down to what it reads: the room, its items, the recording and the providers. */
function depsHearing(transcript: Transcript): AiJobDeps {
  const deps = {
    prisma: { room: { findUnique: async () => ({ name: "Nursery" }) }, roomItem: { findMany: async () => [] } },
    storage: { read: async () => Buffer.from("a recording") },
    providers: { ...createOfflineProviders({}), transcribe: async () => transcript },
  };
  return deps as unknown as AiJobDeps;
}

async function handedOverItems(transcript: Transcript) {
  const handedOver: Array<z.input<typeof voiceNoteHeardEvent.payload>> = [];
  const context: JobContext = {
    jobId: "voice-note-test",
    owner: { studioId: "studio", userId: "user", projectId: "project" },
    lastAttempt: true,
    progress: async () => {},
    handOver: async (_event, data) => {
      handedOver.push(data as z.input<typeof voiceNoteHeardEvent.payload>);
      return HANDED_OVER;
    },
  };
  await handleVoiceNote(depsHearing(transcript))({ recordingKey: "studios/studio/recordings/r", roomId: ROOM_ID }, context);
  return handedOver[0]!.items;
}

describe("handleVoiceNote", () => {
  it("hands over an item read from a word the recogniser was unsure of below the auto-save line, to be offered", async () => {
    const words = TEXT.split(" ").map((word) => ({ word, confidence: word === "rocking" ? 0.31 : 0.99 }));

    const items = await handedOverItems({ text: TEXT, duration: 4, words });

    expect(items.map(({ name, confidence }) => ({ name, confidence }))).toEqual([
      { name: "rocking chair", confidence: 0.3 },
      { name: "cot", confidence: 0.96 },
    ]);
  });
});
