import { fireEvent, screen, waitForElementToBeRemoved, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEFAULT_STUDIO_TIME_ZONE } from "@atelier/contracts";
import { formatDateTime } from "@/lib/dates";
import { fakeLayout } from "@/test/fake-layout";
import { mainLounge, voiceNote } from "@/test/fixtures";
import { serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { EarlierVoiceNotes } from "./earlier-voice-notes";

const notesRoute = `GET /api/rooms/${mainLounge.id}/voice-notes`;

const longTranscript =
  "Walked the lounge with Naledi. Two rattan side tables beside the sofa, a bouclé sofa in ivory facing the sea, " +
  "linen curtains floor to ceiling on both windows, and a travertine coffee table about 120 by 70.";

const visit = voiceNote({ transcript: longTranscript, duration: 75.4, itemCount: 2 });
const quickNote = voiceNote({
  id: "5c4b3a2d-1e0f-4b9c-8d7e-6f5a4b3c2d1e",
  transcript: "One brass floor lamp by the window.",
  duration: null,
  recordingUrl: null,
  itemCount: 1,
  createdAt: "2026-03-02T13:30:00.000Z",
});

describe("EarlierVoiceNotes", () => {
  it("lists the room's notes with when, how long, what they added, the transcript and the recording", async () => {
    fakeLayout();
    serve({ [notesRoute]: () => Response.json([visit, quickNote]) });
    renderWithProviders(<EarlierVoiceNotes room={mainLounge} />);

    expect(screen.getByRole("status", { name: "Loading site notes" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Earlier Site Notes" })).toBeTruthy();
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];

    const visitDate = formatDateTime(visit.createdAt, DEFAULT_STUDIO_TIME_ZONE);
    expect(within(first).getByText(visitDate)).toBeTruthy();
    expect(within(first).getByText("1:15")).toBeTruthy();
    expect(within(first).getByText("2 items added")).toBeTruthy();
    const recording = within(first).getByLabelText(`Recording of ${visitDate}`);
    expect(recording.tagName).toBe("AUDIO");
    expect(recording.getAttribute("src")).toBe(visit.recordingUrl);
    expect(recording.getAttribute("preload")).toBe("none");

    const transcript = within(first).getByText(longTranscript);
    expect(transcript.className).toContain("line-clamp-3");
    // The button comes once the clamped paragraph has been measured, an effect after the list renders.
    fireEvent.click(await within(first).findByRole("button", { name: "Show more", expanded: false }));
    expect(transcript.className).not.toContain("line-clamp-3");
    fireEvent.click(within(first).getByRole("button", { name: "Show less", expanded: true }));
    expect(transcript.className).toContain("line-clamp-3");

    expect(within(second).getByText(formatDateTime(quickNote.createdAt, DEFAULT_STUDIO_TIME_ZONE))).toBeTruthy();
    expect(within(second).getByText("1 item added")).toBeTruthy();
    expect(within(second).getByText(quickNote.transcript)).toBeTruthy();
    expect(within(second).queryByRole("button", { name: "Show more" })).toBeNull();
    expect(second.querySelector("audio")).toBeNull();
  });

  it("shows nothing while the room has no notes", async () => {
    serve({ [notesRoute]: () => Response.json([]) });
    renderWithProviders(<EarlierVoiceNotes room={mainLounge} />);

    await waitForElementToBeRemoved(screen.getByRole("status", { name: "Loading site notes" }));
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.queryByRole("listitem")).toBeNull();
  });

  it("offers a retry when the notes cannot be loaded", async () => {
    serve({ [notesRoute]: () => Response.json({ message: "Boom" }, { status: 500 }) });
    renderWithProviders(<EarlierVoiceNotes room={mainLounge} />);

    expect(await screen.findByText("Could not load site notes")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("offers Undo Items only while the note still has items to take out, and says what it did", async () => {
    fakeLayout();
    const undoRoute = `DELETE /api/voice-notes/${visit.id}/items`;
    serve({
      [notesRoute]: () => Response.json([{ ...visit, undoableItemCount: 2 }, { ...quickNote, undoableItemCount: 0 }]),
      [undoRoute]: () => Response.json({ removed: 2, kept: [] }),
    });
    renderWithProviders(<EarlierVoiceNotes room={mainLounge} />);
    const [first, second] = (await screen.findAllByRole("listitem")) as [HTMLElement, HTMLElement];

    expect(within(second).queryByRole("button", { name: /Undo the items/ })).toBeNull();
    fireEvent.click(within(first).getByRole("button", { name: `Undo the items of the note of ${formatDateTime(visit.createdAt, DEFAULT_STUDIO_TIME_ZONE)}` }));

    expect(await screen.findByText("Voice Items Undone")).toBeTruthy();
    expect(screen.getByText("2 items removed from the room; the voice note and its transcript are kept.")).toBeTruthy();
  });
});
