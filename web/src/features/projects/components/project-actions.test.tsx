import { PROJECT_DELETE_REFUSAL } from "@atelier/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cliftonVilla } from "@/test/fixtures";
import { sentBodies, serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { ProjectHeader } from "./project-header";

const projectPath = `/api/projects/${cliftonVilla.id}`;
const archivedVilla = { ...cliftonVilla, archivedAt: "2026-11-20T09:00:00.000Z" };

describe("the project's actions", () => {
  it("edits the details from a filled-in form and sends them all", async () => {
    const fetchMock = serve({ [`PUT ${projectPath}`]: () => Response.json({ ...cliftonVilla, title: "Clifton Beach House" }) });
    renderWithProviders(<ProjectHeader project={cliftonVilla} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit Project" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Project" });

    expect((within(dialog).getByLabelText("Client Email") as HTMLInputElement).value).toBe("naledi@example.co.za");
    fireEvent.change(within(dialog).getByLabelText("Project Name"), { target: { value: "Clifton Beach House" } });
    expect((within(dialog).getByLabelText("Budget (ZAR)") as HTMLInputElement).value).toBe("R 1,250,000.00");
    fireEvent.change(within(dialog).getByLabelText("Budget (ZAR)"), { target: { value: "R 1 400 000" } });
    fireEvent.change(within(dialog).getByLabelText("Expected End Date"), { target: { value: "2026-12-18" } });
    fireEvent.change(within(dialog).getByLabelText("Status"), { target: { value: "pending" } });
    fireEvent.change(within(dialog).getByLabelText("Client VAT Number"), { target: { value: "4123 456 789" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Project updated")).toBeTruthy();
    expect(sentBodies(fetchMock, `PUT ${projectPath}`)).toEqual([
      {
        title: "Clifton Beach House",
        description: "Full refurbishment of a cliff-side villa.",
        clientName: "Naledi Khumalo",
        clientEmail: "naledi@example.co.za",
        clientVatNumber: "4123456789",
        budgetEstimate: "1400000.00",
        startDate: "2026-03-02",
        expectedEndDate: "2026-12-18",
        status: "pending",
      },
    ]);
  });

  it("shows the server's reason on the field it refused", async () => {
    const refusal = { message: "Validation failed", errors: { clientEmail: ["Please enter a valid email address"] } };
    serve({ [`PUT ${projectPath}`]: () => Response.json(refusal, { status: 400 }) });
    renderWithProviders(<ProjectHeader project={cliftonVilla} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit Project" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Save Changes" }));

    expect(await within(screen.getByRole("dialog")).findByText("Please enter a valid email address")).toBeTruthy();
  });

  it("archives the project", async () => {
    serve({ [`POST ${projectPath}/archive`]: () => Response.json(archivedVilla) });
    renderWithProviders(<ProjectHeader project={cliftonVilla} />);
    fireEvent.click(screen.getByRole("button", { name: "Archive" }));
    expect(await screen.findByText("Project archived")).toBeTruthy();
  });

  it("opens an archived project with a note and Restore, and no editing", async () => {
    const fetchMock = serve({ [`POST ${projectPath}/restore`]: () => Response.json(cliftonVilla) });
    renderWithProviders(<ProjectHeader project={archivedVilla} />);

    expect(screen.getByText(/This project is archived/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit Project" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Archive" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Restore" }));

    expect(await screen.findByText("Project restored")).toBeTruthy();
    expect(fetchMock.mock.calls.map(([input, init]) => `${init?.method} ${String(input)}`)).toContain(`POST ${projectPath}/restore`);
  });

  it("deletes only once the project's name is typed", async () => {
    serve({ [`DELETE ${projectPath}`]: () => new Response(null, { status: 204 }) });
    renderWithProviders(<ProjectHeader project={cliftonVilla} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete Project" });
    const remove = within(confirm).getByRole("button", { name: "Delete" });

    expect(within(confirm).getByText('Are you sure you want to delete "Clifton Villa"? This action cannot be undone.')).toBeTruthy();
    expect(remove.hasAttribute("disabled")).toBe(true);
    fireEvent.change(within(confirm).getByLabelText('Type "Clifton Villa" to confirm'), { target: { value: "Clifton" } });
    expect(remove.hasAttribute("disabled")).toBe(true);
    fireEvent.change(within(confirm).getByLabelText('Type "Clifton Villa" to confirm'), { target: { value: "Clifton Villa" } });
    fireEvent.click(remove);

    expect(await screen.findByText("Project deleted")).toBeTruthy();
  });

  it("says why a project whose client has acted cannot be deleted", async () => {
    serve({ [`DELETE ${projectPath}`]: () => Response.json({ message: PROJECT_DELETE_REFUSAL }, { status: 409 }) });
    renderWithProviders(<ProjectHeader project={cliftonVilla} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    const confirm = screen.getByRole("alertdialog");
    fireEvent.change(within(confirm).getByRole("textbox"), { target: { value: "Clifton Villa" } });
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Delete Failed")).toBeTruthy();
    expect(screen.getByText(PROJECT_DELETE_REFUSAL)).toBeTruthy();
  });
});
