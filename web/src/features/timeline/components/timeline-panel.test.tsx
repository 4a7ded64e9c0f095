import type { TimelineEvent } from "@atelier/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { cliftonVilla } from "@/test/fixtures";
import { sentBodies, serve, type Routes } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { timelineEvent } from "../test/timeline-event";
import { TimelinePanel } from "./timeline-panel";

const timelineRoute = `/api/projects/${cliftonVilla.id}/timeline`;

const event = (fields: Partial<TimelineEvent>) => timelineEvent({ projectId: cliftonVilla.id, ...fields });

const moodboard = event({ id: "5a0c6c0e-4a53-4b7e-9a45-0d0f6f6f0002", title: "Moodboard sign-off", status: "completed", date: "2026-10-01T08:00:00.000Z", category: "design" });
const fabrics = event({ id: "5a0c6c0e-4a53-4b7e-9a45-0d0f6f6f0003", title: "Fabric order", status: "in_progress", overdue: true, category: "production" });
const approval = event({ id: "5a0c6c0e-4a53-4b7e-9a45-0d0f6f6f0004", title: "Quote Q-2026-0007 approved by Thandi", status: "completed", category: "approval", origin: "event" });

function renderPanel(events: TimelineEvent[], routes: Routes = {}) {
  const fetchMock = serve({ [`GET ${timelineRoute}`]: () => Response.json(events), ...routes });
  renderWithProviders(<TimelinePanel project={cliftonVilla} />);
  return fetchMock;
}

describe("the Project Timeline panel", () => {
  it("says so when there is nothing on the timeline yet", async () => {
    renderPanel([]);
    expect(await screen.findByText("No milestones yet")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export CSV" }).hasAttribute("disabled")).toBe(true);
  });

  it("lists the events with their category, marks the overdue one, and shows progress as planned steps done over all", async () => {
    renderPanel([moodboard, fabrics, approval]);
    const list = await screen.findByRole("list", { name: "Timeline events" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual(["Moodboard sign-off", "Fabric order", "Quote Q-2026-0007 approved by Thandi"]);
    expect(within(items[1]!).getByText("Overdue")).toBeTruthy();
    expect(within(items[0]!).queryByText("Overdue")).toBeNull();
    // The approval happened on its own: on the timeline as a record, not a planned step.
    expect(screen.getByText("1 of 2 completed · 50%")).toBeTruthy();
    expect((within(items[1]!).getByLabelText("Status of Fabric order") as HTMLSelectElement).value).toBe("in_progress");
  });

  it("shows a delay as a notice, with no status to change, left out of the progress", async () => {
    const delayed = event({ id: "5a0c6c0e-4a53-4b7e-9a45-0d0f6f6f0005", title: "Delivery DEL-2026-004 delayed", status: "completed", category: "delivery", origin: "event", notice: true, date: "2026-10-02T08:00:00.000Z" });
    renderPanel([moodboard, delayed, fabrics]);
    const list = await screen.findByRole("list", { name: "Timeline events" });
    const notice = within(list).getAllByRole("listitem")[1]!;
    expect(within(notice).getByText("Notice")).toBeTruthy();
    expect(within(notice).queryByLabelText("Status of Delivery DEL-2026-004 delayed")).toBeNull();
    expect(screen.getByText("1 of 2 completed · 50%")).toBeTruthy();
  });

  it("offers delete only for a milestone a designer added", async () => {
    renderPanel([moodboard, approval]);
    expect(await screen.findByRole("button", { name: "Delete Moodboard sign-off" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Delete Quote/ })).toBeNull();
  });

  it("changes an event's status", async () => {
    const patchRoute = `PATCH /api/timeline/${fabrics.id}`;
    const fetchMock = renderPanel([fabrics], { [patchRoute]: () => Response.json({ ...fabrics, status: "completed", overdue: false }) });
    fireEvent.change(await screen.findByLabelText("Status of Fabric order"), { target: { value: "completed" } });
    await vi.waitFor(() => expect(sentBodies(fetchMock, patchRoute)).toEqual([{ status: "completed" }]));
  });

  it("refuses to add a milestone without a title and a date, with the required-fields toast", async () => {
    const fetchMock = renderPanel([]);
    fireEvent.click(await screen.findByRole("button", { name: "Add Milestone" }));
    const dialog = screen.getByRole("dialog", { name: "Add Milestone" });
    expect((within(dialog).getByLabelText("Category") as HTMLSelectElement).value).toBe("milestone");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Milestone" }));
    expect(await within(dialog).findByText("Title is required")).toBeTruthy();
    expect(within(dialog).getByText("Date is required")).toBeTruthy();
    expect(await screen.findByText("Please fill in all required fields.")).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${timelineRoute}`)).toEqual([]);
  });

  it("adds a milestone as pending, under milestone, and says so", async () => {
    const fetchMock = renderPanel([], { [`POST ${timelineRoute}`]: () => Response.json(event({}), { status: 201 }) });
    fireEvent.click(await screen.findByRole("button", { name: "Add Milestone" }));
    const dialog = screen.getByRole("dialog", { name: "Add Milestone" });
    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "Handover" } });
    fireEvent.change(within(dialog).getByLabelText("Date"), { target: { value: "2099-12-01" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Milestone" }));
    expect(await screen.findByText("Milestone Added")).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${timelineRoute}`)).toEqual([{ title: "Handover", description: null, date: "2099-12-01", category: "milestone", status: "pending" }]);
  });

  it("schedules a meeting with the date and time combined, under design", async () => {
    const meetingRoute = `POST ${timelineRoute}/meetings`;
    const fetchMock = renderPanel([], { [meetingRoute]: () => Response.json(event({ category: "design", origin: "meeting" }), { status: 201 }) });
    fireEvent.click(await screen.findByRole("button", { name: "Schedule Meeting" }));
    const dialog = screen.getByRole("dialog", { name: "Schedule Meeting" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Schedule Meeting" }));
    expect(await within(dialog).findByText("Time is required")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "Fabric review" } });
    fireEvent.change(within(dialog).getByLabelText("Date"), { target: { value: "2099-06-10" } });
    fireEvent.change(within(dialog).getByLabelText("Time"), { target: { value: "12:30" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Schedule Meeting" }));
    expect(await screen.findByText("Your meeting has been scheduled successfully.")).toBeTruthy();
    expect(sentBodies(fetchMock, meetingRoute)).toEqual([
      { title: "Fabric review", description: null, date: "2099-06-10T10:30:00.000Z", category: "design", status: "pending" },
    ]);
  });

  it("exports the CSV and says the timeline was exported", async () => {
    const createObjectURL = vi.fn(() => "blob:timeline");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderPanel([moodboard]);
    await screen.findByRole("list", { name: "Timeline events" });
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("Timeline Exported")).toBeTruthy();
    expect(click).toHaveBeenCalledOnce();
    expect(click.mock.contexts[0]).toMatchObject({ download: `${cliftonVilla.code} timeline.csv` });
    click.mockRestore();
  });
});
