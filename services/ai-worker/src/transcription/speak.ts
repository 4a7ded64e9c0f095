import { runTool } from "./run-tool";

/** flite's voices: slt and rms are the most natural; kal is a robotic 8 kHz diphone voice. */
export type FliteVoice = "slt" | "rms" | "awb" | "kal16" | "kal";

const SPEAK_TIMEOUT_MS = 30_000;

/** Speaks `text` into a wav file with flite, for tests and word-error measurements. */
export async function speak(text: string, wavPath: string, voice: FliteVoice = "slt"): Promise<void> {
  await runTool("flite", ["-voice", voice, "-t", text, "-o", wavPath], SPEAK_TIMEOUT_MS);
}
