import type { VoiceNote, VoicePipelineResult } from "@atelier/contracts";
import { act, fireEvent, screen, waitForElementToBeRemoved, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_STUDIO_TIME_ZONE } from "@atelier/contracts";
import { formatDateTime } from "@/lib/dates";
import { fakeLayout } from "@/test/fake-layout";
import { fakeMicrophone } from "@/test/fake-media";
import { pushEvent } from "@/test/fake-socket";
import { job, jobId, mainLounge, roomItem, voiceNote } from "@/test/fixtures";
import { sentBodies, serve, type Routes } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { EarlierVoiceNotes } from "./earlier-voice-notes";
import { VoiceNotesPanel } from "./voice-notes-panel";

vi.mock("@/lib/socket", () => import("@/test/fake-socket"));

const addRoute = `POST /api/rooms/${mainLounge.id}/items`;

const pipelineResult: VoicePipelineResult = {
  transcription: { text: "Two rattan side tables beside the sofa, and a bouclé sofa in ivory.", duration: 12 },
  voiceNote: voiceNote(),
  addedItems: [roomItem({ source: "voice" })],
  suggestedItems: [
    {
      name: "Rattan side table",
      quantity: 2,
      unit: "each",
      material: "Rattan",
      color: null,
      size: null,
      specifications: null,
      category: "furniture",
      estimatedCost: "3200.00",
      confidence: 0.6,
    },
  ],
};

function renderPanel(routes: Routes = {}, ui: ReactElement = <VoiceNotesPanel room={mainLounge} />) {
  const fetchMock = serve({
    "POST /api/voice/transcribe": () => Response.json({ jobId }, { status: 202 }),
    [`GET /api/jobs/${jobId}`]: () => Response.json(job("active", { progress: 5 })),
    ...routes,
  });
  renderWithProviders(ui);
  return fetchMock;
}

async function recordAndProcess() {
  fireEvent.click(screen.getByRole("button", { name: "Start Recording" }));
  fireEvent.click(await screen.findByRole("button", { name: "Stop" }));
  fireEvent.click(screen.getByRole("button", { name: "Process with AI" }));
}

describe("VoiceNotesPanel", () => {
  it("records with the spec's audio settings, showing the time and the input level", async () => {
    const { getUserMedia, track } = fakeMicrophone();
    renderPanel();

    fireEvent.click(screen.getByRole("button", { name: "Start Recording" }));

    expect(await screen.findByRole("timer", { name: "Recording time" })).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toBe("0:00");
    expect(screen.getByRole("meter", { name: "Input level" })).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true } });

    fireEvent.click(screen.getByRole("button", { name: "Stop" }));

    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByLabelText("Recording playback")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Process with AI" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.queryByLabelText("Recording playback")).toBeNull();
    expect(screen.getByRole("button", { name: "Start Recording" })).toBeTruthy();
  });

  it("says so when the microphone cannot be used", async () => {
    fakeMicrophone({ denied: true });
    renderPanel();

    fireEvent.click(screen.getByRole("button", { name: "Start Recording" }));

    expect(await screen.findByText("Failed to start recording. Please check microphone permissions.")).toBeTruthy();
    expect(screen.getByText("Error")).toBeTruthy();
  });

  it("sends the recording, follows the job and offers the suggested items, each added with one click", async () => {
    fakeMicrophone();
    const fetchMock = renderPanel({ [addRoute]: () => Response.json(roomItem({ name: "Rattan side table" }), { status: 201 }) });

    await recordAndProcess();

    const progress = await screen.findByRole("progressbar", { name: "Processing recording" });
    await within(progress.parentElement ?? progress).findByText("5%");
    const [, init] = fetchMock.mock.calls.find(([url]) => url === "/api/voice/transcribe") ?? [];
    const form = init?.body as FormData;
    expect(form.get("roomId")).toBe(mainLounge.id);
    expect((form.get("audio") as File).name).toBe("recording.webm");

    act(() => pushEvent("job.progress", { jobId, name: "voice-note", progress: 60, stage: "Extracting items" }));
    expect(screen.getByText("Extracting items")).toBeTruthy();
    expect(progress.getAttribute("aria-valuenow")).toBe("60");

    act(() => pushEvent("job.completed", { jobId, name: "voice-note", result: pipelineResult }));

    expect(await screen.findByText("Transcribed and extracted 1 items")).toBeTruthy();
    expect(screen.getByText("Success")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.queryByLabelText("Recording playback")).toBeNull();
    expect(screen.getByText(pipelineResult.transcription.text)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Add Rattan side table" }));

    expect(await screen.findByText("Item Added")).toBeTruthy();
    expect(sentBodies(fetchMock, addRoute)).toEqual([
      {
        name: "Rattan side table",
        quantity: 2,
        unit: "each",
        category: "furniture",
        color: null,
        material: "Rattan",
        size: null,
        specifications: null,
        costEstimate: "3200.00",
      },
    ]);
    expect(screen.queryByRole("button", { name: "Add Rattan side table" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.queryByText(pipelineResult.transcription.text)).toBeNull();
  });

  it("offers Undo in the success toast, which takes the note's items back out in one step and says what it kept", async () => {
    fakeMicrophone();
    const undoRoute = `DELETE /api/voice-notes/${pipelineResult.voiceNote.id}/items`;
    const fetchMock = renderPanel({ [undoRoute]: () => Response.json({ removed: 2, kept: [{ id: roomItem().id, name: "Bouclé sofa", reason: "quoted" }] }) });
    await recordAndProcess();
    await screen.findByRole("progressbar", { name: "Processing recording" });
    act(() => pushEvent("job.completed", { jobId, name: "voice-note", result: pipelineResult }));

    await screen.findByText("Transcribed and extracted 1 items");
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));

    expect(await screen.findByText("Voice Items Undone")).toBeTruthy();
    expect(screen.getByText("2 items removed from the room; the voice note and its transcript are kept. Kept: Bouclé sofa (on a quote).")).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url, init]) => `${init?.method} ${String(url)}` === undoRoute)).toHaveLength(1);
  });

  it("lists the saved note with the earlier ones at once", async () => {
    fakeMicrophone();
    fakeLayout();
    let savedNotes: VoiceNote[] = [];
    renderPanel(
      { [`GET /api/rooms/${mainLounge.id}/voice-notes`]: () => Response.json(savedNotes) },
      <>
        <VoiceNotesPanel room={mainLounge} />
        <EarlierVoiceNotes room={mainLounge} />
      </>,
    );
    await waitForElementToBeRemoved(screen.getByRole("status", { name: "Loading site notes" }));
    expect(screen.queryByRole("heading", { name: "Earlier Site Notes" })).toBeNull();

    await recordAndProcess();
    await screen.findByRole("progressbar", { name: "Processing recording" });
    savedNotes = [pipelineResult.voiceNote];
    act(() => pushEvent("job.completed", { jobId, name: "voice-note", result: pipelineResult }));

    expect(await screen.findByLabelText(`Recording of ${formatDateTime(pipelineResult.voiceNote.createdAt, DEFAULT_STUDIO_TIME_ZONE)}`)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Earlier Site Notes" })).toBeTruthy();
  });

  it("says so when processing fails", async () => {
    fakeMicrophone();
    renderPanel({ [`GET /api/jobs/${jobId}`]: () => Response.json(job("failed", { failedReason: "Transcription failed" })) });

    await recordAndProcess();

    expect(await screen.findByText("Failed to process audio recording")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Process with AI" })).toBeTruthy();
  });
});
