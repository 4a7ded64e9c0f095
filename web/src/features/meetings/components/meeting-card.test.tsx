import type { Meeting } from "@atelier/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { siteVisit } from "@/test/fixtures";
import { changesSent, sentBodies, serve, type Routes } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { MeetingCard } from "./meeting-card";

const meetingPath = `/api/meetings/${siteVisit.id}`;
const withLink: Meeting = { ...siteVisit, meetingUrl: "https://meet.example.com/abc-defg-hij" };

function showCard(meeting: Meeting, routes: Routes = {}) {
  const fetchMock = serve(routes);
  renderWithProviders(
    <ul>
      <MeetingCard meeting={meeting} />
    </ul>,
  );
  return { fetchMock, card: screen.getByRole("article", { name: meeting.title }) };
}

const answer = (meeting: Meeting) => () => Response.json(meeting);

describe("MeetingCard", () => {
  it("joins through the meeting's link in a new tab", () => {
    const { card } = showCard(withLink);

    const join = within(card).getByRole("link", { name: /Join Meeting/ });
    expect(join.getAttribute("href")).toBe("https://meet.example.com/abc-defg-hij");
    expect(join.getAttribute("target")).toBe("_blank");
    expect(join.getAttribute("rel")).toContain("noopener");
  });

  it("says why Join Meeting does nothing when there is no link", () => {
    const { card } = showCard(siteVisit);

    const join = within(card).getByRole("button", { name: "Join Meeting" });
    expect(join.getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByText("This meeting has no link yet: add one with Edit", { selector: "span" })).toBeTruthy();
  });

  it("edits the meeting in the schedule form, filled with what it holds", async () => {
    const { card, fetchMock } = showCard(withLink, { [`PUT ${meetingPath}`]: answer({ ...withLink, title: "Site walk-through" }) });

    fireEvent.click(within(card).getByRole("button", { name: `Edit ${withLink.title}` }));
    const dialog = screen.getByRole("dialog", { name: "Edit Meeting" });
    expect((within(dialog).getByLabelText("Title") as HTMLInputElement).value).toBe("Site visit");
    expect((within(dialog).getByLabelText("Meeting Link") as HTMLInputElement).value).toBe(withLink.meetingUrl);
    expect((within(within(dialog).getByRole("group", { name: "Attendee 1" })).getByLabelText("Name") as HTMLInputElement).value).toBe("Naledi Khumalo");
    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "Site walk-through" } });
    fireEvent.change(within(dialog).getByLabelText("Date & Time"), { target: { value: "2099-03-05T10:00" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Meeting Updated")).toBeTruthy();
    expect(sentBodies(fetchMock, `PUT ${meetingPath}`)).toEqual([
      expect.objectContaining({
        title: "Site walk-through",
        scheduledAt: "2099-03-05T08:00:00.000Z",
        meetingUrl: withLink.meetingUrl,
        attendees: [{ name: "Naledi Khumalo", role: "Client", email: null }],
      }),
    ]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("starts the meeting", async () => {
    const { card, fetchMock } = showCard(siteVisit, { [`POST ${meetingPath}/start`]: answer({ ...siteVisit, status: "in_progress" }) });

    fireEvent.click(within(card).getByRole("button", { name: `Start ${siteVisit.title}` }));

    expect(await screen.findByText("Meeting Started")).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toContain(`POST ${meetingPath}/start`);
  });

  it("offers no Start or Edit once the meeting is in progress", () => {
    const { card } = showCard({ ...withLink, status: "in_progress" });

    expect(within(card).queryByRole("button", { name: /^Start/ })).toBeNull();
    expect(within(card).queryByRole("button", { name: /^Edit/ })).toBeNull();
    expect(within(card).getByRole("button", { name: `Complete ${withLink.title}` })).toBeTruthy();
  });

  it("completes the meeting with its outcome and follow-ups", async () => {
    const { card, fetchMock } = showCard(siteVisit, { [`POST ${meetingPath}/complete`]: answer({ ...siteVisit, status: "completed" }) });

    fireEvent.click(within(card).getByRole("button", { name: `Complete ${siteVisit.title}` }));
    const dialog = screen.getByRole("dialog", { name: "Complete Meeting" });
    fireEvent.change(within(dialog).getByLabelText("Outcome"), { target: { value: "Concept approved" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Follow-up" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Follow-up" }));
    const [first, second] = within(dialog).getAllByRole("group", { name: /^Follow-up \d/ });
    fireEvent.change(within(first!).getByLabelText("Action"), { target: { value: "Send fabric samples" } });
    fireEvent.change(within(first!).getByLabelText("Due date"), { target: { value: "2099-03-10" } });
    fireEvent.change(within(second!).getByLabelText("Action"), { target: { value: "Confirm budget" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Complete Meeting" }));

    expect(await screen.findByText("Meeting Completed")).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${meetingPath}/complete`)).toEqual([
      {
        outcomes: "Concept approved",
        followUps: [
          { text: "Send fabric samples", dueDate: "2099-03-10" },
          { text: "Confirm budget", dueDate: null },
        ],
      },
    ]);
  });

  it("asks for a reason before cancelling, then cancels", async () => {
    const { card, fetchMock } = showCard(siteVisit, { [`POST ${meetingPath}/cancel`]: answer({ ...siteVisit, status: "cancelled" }) });

    fireEvent.click(within(card).getByRole("button", { name: `Cancel ${siteVisit.title}` }));
    const dialog = screen.getByRole("dialog", { name: "Cancel meeting?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel Meeting" }));
    expect(await within(dialog).findByText("Please give a reason for cancelling")).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${meetingPath}/cancel`)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText("Reason for cancelling"), { target: { value: "Client travelling" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel Meeting" }));

    expect(await screen.findByText("Meeting Cancelled")).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${meetingPath}/cancel`)).toEqual([{ reason: "Client travelling" }]);
  });

  it("keeps the meeting when the dialog is dismissed", () => {
    const { card, fetchMock } = showCard(siteVisit);

    fireEvent.click(within(card).getByRole("button", { name: `Cancel ${siteVisit.title}` }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Keep Meeting" }));

    expect(screen.queryByRole("dialog")).toBeNull();
    expect(changesSent(fetchMock)).toEqual([]);
  });

  it("shows the server's reason when a change is refused", async () => {
    const { card } = showCard(siteVisit, {
      [`POST ${meetingPath}/start`]: () => Response.json({ message: "This meeting is cancelled and cannot be started" }, { status: 409 }),
    });

    fireEvent.click(within(card).getByRole("button", { name: `Start ${siteVisit.title}` }));

    expect(await screen.findByText("This meeting is cancelled and cannot be started")).toBeTruthy();
  });

  it("shows a completed meeting's outcome and follow-ups, with no actions", () => {
    const { card } = showCard({
      ...siteVisit,
      status: "completed",
      outcomes: "Concept approved",
      followUps: [{ text: "Send fabric samples", dueDate: "2099-03-10" }],
    });

    expect(within(card).getByText("Concept approved")).toBeTruthy();
    expect(within(card).getByText("Send fabric samples").closest("li")?.textContent).toMatch(/^Send fabric samples \(due Mar 10, 2099\)$/);
    expect(within(card).queryByRole("button")).toBeNull();
    expect(within(card).queryByRole("link")).toBeNull();
  });

  it("shows why a cancelled meeting was cancelled", () => {
    const { card } = showCard({ ...siteVisit, status: "cancelled", cancellationReason: "Client travelling" });

    expect(within(card).getByText("Cancelled: Client travelling")).toBeTruthy();
    expect(within(card).queryByRole("button")).toBeNull();
  });
});
