import type { Installation } from "@atelier/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { loungeInstallation } from "@/test/fixtures";
import { sentBodies, serve, type Routes } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { InstallationCard } from "./installation-card";

const installationPath = `/api/installations/${loungeInstallation.id}`;
const answer = (installation: Installation) => () => Response.json(installation);

function showCard(installation: Installation, routes: Routes = {}) {
  const fetchMock = serve(routes);
  renderWithProviders(
    <ul>
      <InstallationCard installation={installation} />
    </ul>,
  );
  return { fetchMock, card: screen.getByRole("article", { name: installation.title }) };
}

describe("InstallationCard", () => {
  it("starts a scheduled installation", async () => {
    const { card, fetchMock } = showCard(loungeInstallation, { [`POST ${installationPath}/start`]: answer({ ...loungeInstallation, status: "in_progress" }) });

    fireEvent.click(within(card).getByRole("button", { name: "Start Installation" }));

    expect(await screen.findByText("Installation Started")).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toContain(`POST ${installationPath}/start`);
  });

  it("edits the installation in the schedule form, filled with what it holds", async () => {
    const installation = { ...loungeInstallation, teamMembers: "Sipho, Thandi", notes: "Gate code 4411" };
    const { card, fetchMock } = showCard(installation, { [`PUT ${installationPath}`]: answer(installation) });

    fireEvent.click(within(card).getByRole("button", { name: `Edit ${installation.title}` }));
    const dialog = screen.getByRole("dialog", { name: "Edit Installation" });
    expect((within(dialog).getByLabelText("Team Members") as HTMLInputElement).value).toBe("Sipho, Thandi");
    expect((within(dialog).getByLabelText("Notes") as HTMLTextAreaElement).value).toBe("Gate code 4411");
    fireEvent.change(within(dialog).getByLabelText("Duration (hours)"), { target: { value: "6.5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Installation Updated")).toBeTruthy();
    expect(sentBodies(fetchMock, `PUT ${installationPath}`)).toEqual([
      expect.objectContaining({ title: "Lounge furniture", estimatedDuration: 6, teamMembers: "Sipho, Thandi", notes: "Gate code 4411", scheduledDate: loungeInstallation.scheduledDate }),
    ]);
  });

  it("completes an installation in progress, which can no longer be started or edited", async () => {
    const underWay: Installation = { ...loungeInstallation, status: "in_progress" };
    const { card, fetchMock } = showCard(underWay, { [`POST ${installationPath}/complete`]: answer({ ...underWay, status: "completed" }) });

    expect(within(card).queryByRole("button", { name: "Start Installation" })).toBeNull();
    expect(within(card).queryByRole("button", { name: /^Edit/ })).toBeNull();
    fireEvent.click(within(card).getByRole("button", { name: `Complete ${underWay.title}` }));

    expect(await screen.findByText("Installation Completed")).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toContain(`POST ${installationPath}/complete`);
  });

  it("cancels after asking why", async () => {
    const { card, fetchMock } = showCard(loungeInstallation, { [`POST ${installationPath}/cancel`]: answer({ ...loungeInstallation, status: "cancelled" }) });

    fireEvent.click(within(card).getByRole("button", { name: `Cancel ${loungeInstallation.title}` }));
    const dialog = screen.getByRole("dialog", { name: "Cancel installation?" });
    fireEvent.change(within(dialog).getByLabelText("Reason for cancelling"), { target: { value: "Ceiling not ready" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel Installation" }));

    expect(await screen.findByText("Installation Cancelled")).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${installationPath}/cancel`)).toEqual([{ reason: "Ceiling not ready" }]);
  });

  it("shows the server's reason when completing is refused", async () => {
    const { card } = showCard(
      { ...loungeInstallation, status: "in_progress" },
      { [`POST ${installationPath}/complete`]: () => Response.json({ message: "This installation is cancelled and cannot be completed" }, { status: 409 }) },
    );

    fireEvent.click(within(card).getByRole("button", { name: `Complete ${loungeInstallation.title}` }));

    expect(await screen.findByText("This installation is cancelled and cannot be completed")).toBeTruthy();
  });

  it("shows why a cancelled installation was cancelled, with no actions", () => {
    const { card } = showCard({ ...loungeInstallation, status: "cancelled", cancellationReason: "Ceiling not ready" });

    expect(within(card).getByText("Cancelled: Ceiling not ready")).toBeTruthy();
    expect(within(card).queryByRole("button")).toBeNull();
  });
});
