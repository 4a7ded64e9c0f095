import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evaluate } from "../../eval/evaluate";
import evaluationSet from "../../eval/narrations.json" with { type: "json" };
import { speak } from "../transcription/speak";
import { ensureSpeechModel } from "../transcription/speech-model";
import { transcribe } from "../transcription/transcribe";

/**
 * On real audio: flite's "slt" voice speaks a narration that the offline transcriber hears badly ("about
 * one point two members light walnut sideboard", "nine chandelier"). Read without how surely each word
 * was heard, four of the five items it would add were never asked for.
 */
const NARRATION = evaluationSet.narrations.find((narration) => narration.id === "sandhurst-dining-room")!;

let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "atelier-misheard-test-"));
  await ensureSpeechModel();
}, 60_000);

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe("a narration the recogniser heard badly", () => {
  it("adds only items read from words it heard surely, and offers the misheard ones", async () => {
    const wav = join(workDir, "narration.wav");
    await speak(NARRATION.transcript, wav, "slt");
    const { text, words } = await transcribe(wav);

    const blind = evaluate([{ ...NARRATION, transcript: text }]);
    const told = evaluate([{ ...NARRATION, transcript: text, heardWords: words }]);

    expect(blind.autoSavePrecision).toBeLessThan(0.5);
    expect(told.autoSavePrecision).toBe(1);
    expect(told.autoSaveRecall).toBeGreaterThan(0);
    expect(told.extracted).toBe(blind.extracted);
  }, 30_000);
});
