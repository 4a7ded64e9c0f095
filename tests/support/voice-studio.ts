import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { newProject, signedInDesigner } from "./designers";
import type { TestClient } from "./http-client";
import { recordNarration } from "./recordings";
import { startTestStack, type TestStack } from "./test-stack";

const NARRATION =
  "in the main bedroom we need a pair of brass bedside lamps a king size upholstered headboard in sage velvet and six metres of linen for the curtains";

/** A stack with a designer's project and a spoken narration recorded, for the voice pipeline's test files. */
export interface VoiceStudio {
  stack: TestStack;
  designer: TestClient;
  studioId: string;
  userId: string;
  projectId: string;
  /** A folder of the file's own for recordings, removed by close. */
  workDir: string;
  /** The narration, recorded as the browser would send it. */
  recording: Buffer;
  newRoom(name?: string): Promise<string>;
  transcribe(form: FormData, client?: TestClient): ReturnType<TestClient["request"]>;
  itemsOf(roomId: string): Promise<Array<{ name: string; source: string }>>;
  voiceNotesOf(roomId: string): ReturnType<TestStack["auth"]["prisma"]["voiceNote"]["findMany"]>;
  close(): Promise<void>;
}

export async function startVoiceStudio(): Promise<VoiceStudio> {
  const stack = await startTestStack();
  const signedIn = await signedInDesigner(stack.gatewayUrl);
  const designer = signedIn.client;
  const projectId = (await designer.post("/api/projects", newProject)).json.id as string;
  const workDir = await mkdtemp(join(tmpdir(), "atelier-voice-test-"));
  const recording = await recordNarration(NARRATION, workDir);
  return {
    stack,
    designer,
    studioId: signedIn.user.studio.id,
    userId: signedIn.user.id,
    projectId,
    workDir,
    recording,
    newRoom: async (name = "Main Bedroom") => (await designer.post(`/api/projects/${projectId}/rooms`, { name })).json.id as string,
    transcribe: (form, client = designer) => client.request("POST", "/api/voice/transcribe", { body: form }),
    itemsOf: async (roomId) => (await designer.get(`/api/rooms/${roomId}/items`)).json as Array<{ name: string; source: string }>,
    voiceNotesOf: (roomId) => stack.auth.prisma.voiceNote.findMany({ where: { roomId } }),
    close: async () => {
      await stack.close();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
