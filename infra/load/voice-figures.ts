/**
 * Issue 4's voice figures: word error of offline transcription on the committed narrations (and the
 * extractor's precision/recall on what the transcriber heard, told how surely it heard each word), and the
 * recorder's pipeline for a 30-second narration, from the upload to the items in the room.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { io as connect } from "socket.io-client";
import { evaluateHeard } from "../../services/ai-worker/eval/evaluate-heard";
import holdout from "../../services/ai-worker/eval/holdout.json" with { type: "json" };
import narrations from "../../services/ai-worker/eval/narrations.json" with { type: "json" };
import { ensureSpeechModel } from "../../services/ai-worker/src/transcription/speech-model";
import { recordingForm, recordNarration } from "../../tests/support/recordings";

/** About thirty seconds as flite's rms voice speaks them (3.3 words a second). */
const THIRTY_SECOND_WORDS = 98;

export async function wordErrorFigures() {
  await ensureSpeechModel();
  const figures = [];
  for (const [label, set] of [["committed set", narrations.narrations], ["held-out set", holdout.narrations]] as const) {
    const { hearing, extraction } = await evaluateHeard(set, "rms");
    figures.push({ label, count: set.length, report: hearing, extractionOnHeard: extraction });
  }
  return figures;
}

export async function pipelineFigures(gatewayUrl: string, cookie: string) {
  const workDir = await mkdtemp(join(tmpdir(), "atelier-bench-voice-"));
  const headers = { cookie, "content-type": "application/json" };
  try {
    const words = narrations.narrations.flatMap((narration) => narration.transcript.split(" ")).slice(0, THIRTY_SECOND_WORDS);
    const recording = await recordNarration(words.join(" "), workDir);
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${gatewayUrl}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as { id: string };
    };
    const project = await post("/api/projects", { name: "Bench voice", clientName: "Bench", clientEmail: "bench@atelier.test", budget: 1, startDate: "2026-11-22" });
    const room = await post(`/api/projects/${project.id}/rooms`, { name: "Living Room" });

    const socket = connect(gatewayUrl, { transports: ["websocket"], extraHeaders: { cookie }, reconnection: false });
    await new Promise<void>((resolve, reject) => socket.once("connect", () => resolve()).once("connect_error", reject));
    let jobId: string | undefined;
    const finished = new Promise<{ transcription: { duration: number }; addedItems: unknown[] }>((resolve, reject) => {
      socket.on("job.completed", (event: { jobId: string; result: never }) => event.jobId === jobId && resolve(event.result));
      socket.on("job.failed", (event: { jobId: string; reason: string }) => event.jobId === jobId && reject(new Error(event.reason)));
      setTimeout(() => reject(new Error("the voice pipeline did not finish in 120 s")), 120_000).unref();
    });
    const started = performance.now();
    const response = await fetch(`${gatewayUrl}/api/voice/transcribe`, { method: "POST", headers: { cookie }, body: recordingForm(recording, { roomId: room.id }) });
    if (response.status !== 202) throw new Error(`POST /api/voice/transcribe answered ${response.status}: ${await response.text()}`);
    jobId = ((await response.json()) as { jobId: string }).jobId;
    const result = await finished;
    const items = (await (await fetch(`${gatewayUrl}/api/rooms/${room.id}/items`, { headers })).json()) as unknown[];
    const seconds = (performance.now() - started) / 1000;
    socket.disconnect();
    return { seconds, audioSeconds: result.transcription.duration, itemsInRoom: items.length };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
