import { DEFAULT_STUDIO_TIME_ZONE, momentOfWallClock } from "@atelier/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cliftonVilla, siteVisit } from "@/test/fixtures";
import { sentBodies, serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { ScheduleMeetingButton } from "./schedule-meeting-button";

const scheduleRoute = `POST /api/projects/${cliftonVilla.id}/meetings`;

function openDialog(answer: () => Response = () => Response.json(siteVisit, { status: 201 })) {
  const fetchMock = serve({ [scheduleRoute]: answer });
  renderWithProviders(<ScheduleMeetingButton projectId={cliftonVilla.id} />);
  fireEvent.click(screen.getByRole("button", { name: "Schedule Meeting" }));
  return { fetchMock, dialog: screen.getByRole("dialog", { name: "Schedule Meeting" }) };
}

describe("Schedule Meeting", () => {
  it("starts with the spec's defaults and one attendee row that cannot be removed", () => {
    const { dialog } = openDialog();

    expect((within(dialog).getByLabelText("Type") as HTMLSelectElement).value).toBe("consultation");
    expect((within(dialog).getByLabelText("Priority") as HTMLSelectElement).value).toBe("medium");
    expect((within(dialog).getByLabelText("Duration (minutes)") as HTMLInputElement).value).toBe("60");
    const startsAt = momentOfWallClock((within(dialog).getByLabelText("Date & Time") as HTMLInputElement).value, DEFAULT_STUDIO_TIME_ZONE)!;
    expect([startsAt.getMinutes(), startsAt.getSeconds()]).toEqual([0, 0]);
    expect(startsAt.getTime() - Date.now()).toBeGreaterThan(0);
    expect(startsAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(within(dialog).getAllByRole("group", { name: /^Attendee \d/ })).toHaveLength(1);
    expect(within(dialog).queryByRole("button", { name: /^Remove attendee/ })).toBeNull();
  });

  it("adds attendee rows and removes them while more than one remains", () => {
    const { dialog } = openDialog();

    fireEvent.click(within(dialog).getByRole("button", { name: "Add Attendee" }));
    expect(within(dialog).getAllByRole("group", { name: /^Attendee \d/ })).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove attendee 2" }));
    expect(within(dialog).getAllByRole("group", { name: /^Attendee \d/ })).toHaveLength(1);
    expect(within(dialog).queryByRole("button", { name: /^Remove attendee/ })).toBeNull();
  });

  it("requires a title and a duration of at least 15 minutes", async () => {
    const { dialog, fetchMock } = openDialog();

    fireEvent.change(within(dialog).getByLabelText("Duration (minutes)"), { target: { value: "10" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Schedule Meeting" }));

    expect(await within(dialog).findByText("Title is required")).toBeTruthy();
    expect(within(dialog).getByText("Duration must be at least 15 minutes")).toBeTruthy();
    expect(sentBodies(fetchMock, scheduleRoute)).toEqual([]);
  });

  it("schedules the meeting with its attendees", async () => {
    const { dialog, fetchMock } = openDialog();

    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "Site visit" } });
    fireEvent.change(within(dialog).getByLabelText("Date & Time"), { target: { value: "2099-03-04T09:30" } });
    const attendee = within(dialog).getByRole("group", { name: "Attendee 1" });
    fireEvent.change(within(attendee).getByLabelText("Name"), { target: { value: "Naledi Khumalo" } });
    fireEvent.change(within(attendee).getByLabelText("Role"), { target: { value: "Client" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Schedule Meeting" }));

    expect(await screen.findByText("Meeting Scheduled")).toBeTruthy();
    expect(screen.getByText("Your meeting has been scheduled successfully.")).toBeTruthy();
    expect(sentBodies(fetchMock, scheduleRoute)).toEqual([
      {
        title: "Site visit",
        description: null,
        type: "consultation",
        // Typed as the studio's time, whatever the browser's zone.
        scheduledAt: "2099-03-04T07:30:00.000Z",
        duration: 60,
        location: null,
        meetingUrl: null,
        priority: "medium",
        attendees: [{ name: "Naledi Khumalo", role: "Client", email: null }],
      },
    ]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says when scheduling failed", async () => {
    const { dialog } = openDialog(() => Response.json({ message: "Database unavailable" }, { status: 500 }));

    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "Site visit" } });
    fireEvent.change(within(within(dialog).getByRole("group", { name: "Attendee 1" })).getByLabelText("Name"), {
      target: { value: "Naledi Khumalo" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Schedule Meeting" }));

    expect(await screen.findByText("Failed to schedule meeting. Please try again.")).toBeTruthy();
  });
});
