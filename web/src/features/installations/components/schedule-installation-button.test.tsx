import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cliftonVilla, loungeInstallation } from "@/test/fixtures";
import { sentBodies, serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { ScheduleInstallationButton } from "./schedule-installation-button";

const scheduleRoute = `POST /api/projects/${cliftonVilla.id}/installations`;

describe("Schedule Installation", () => {
  it("schedules with the defaults, reading the duration as whole hours", async () => {
    const fetchMock = serve({ [scheduleRoute]: () => Response.json(loungeInstallation, { status: 201 }) });
    renderWithProviders(<ScheduleInstallationButton projectId={cliftonVilla.id} />);
    fireEvent.click(screen.getByRole("button", { name: "Schedule Installation" }));
    const dialog = screen.getByRole("dialog", { name: "Schedule Installation" });

    expect((within(dialog).getByLabelText("Type") as HTMLSelectElement).value).toBe("furniture");
    expect((within(dialog).getByLabelText("Duration (hours)") as HTMLInputElement).value).toBe("4");
    expect((within(dialog).getByLabelText("Date & Time") as HTMLInputElement).value).toMatch(/T\d{2}:00$/);
    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "Lounge furniture" } });
    fireEvent.change(within(dialog).getByLabelText("Duration (hours)"), { target: { value: "5.5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Schedule Installation" }));

    expect(await screen.findByText("Installation Scheduled")).toBeTruthy();
    expect(sentBodies(fetchMock, scheduleRoute)).toEqual([
      expect.objectContaining({ title: "Lounge furniture", type: "furniture", priority: "medium", estimatedDuration: 5 }),
    ]);
  });

  it("needs at least one hour", async () => {
    const fetchMock = serve({});
    renderWithProviders(<ScheduleInstallationButton projectId={cliftonVilla.id} />);
    fireEvent.click(screen.getByRole("button", { name: "Schedule Installation" }));
    const dialog = screen.getByRole("dialog", { name: "Schedule Installation" });

    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "Lighting" } });
    fireEvent.change(within(dialog).getByLabelText("Duration (hours)"), { target: { value: "0.5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Schedule Installation" }));

    expect(await within(dialog).findByText("Duration must be at least 1 hour")).toBeTruthy();
    expect(sentBodies(fetchMock, scheduleRoute)).toEqual([]);
  });
});
