import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LaunchOptions } from "@playwright/test";
import { suiteBrowser } from "./suite-browser";

/**
 * Chromium's fake microphone plays a wav file: flite speaks the narration, with a second of silence
 * before it (the recorder starts a moment after the microphone) and two after.
 */
export function narrationWav(narration: string): { path: string; seconds: number } {
  const dir = mkdtempSync(join(tmpdir(), "atelier-e2e-mic-"));
  // Each process that loads a journey makes its own; its browsers are closed by the time it exits.
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  const spoken = join(dir, "spoken.wav");
  const path = join(dir, "microphone.wav");
  execFileSync("flite", ["-voice", "rms", "-t", narration, "-o", spoken]);
  execFileSync("ffmpeg", ["-nostdin", "-loglevel", "error", "-i", spoken, "-af", "adelay=1000,apad=pad_dur=2", "-ar", "48000", "-ac", "1", "-c:a", "pcm_s16le", "-y", path]);
  return { path, seconds: (statSync(path).size - 44) / (48_000 * 2) };
}

/** The suite's Chromium, with the microphone allowed and playing `wavPath`. */
export function microphoneLaunchOptions(wavPath: string): LaunchOptions {
  return suiteBrowser(["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-audio-capture=${wavPath}`]);
}
