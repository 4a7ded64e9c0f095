import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { image, job, jobId, mainLounge } from "@/test/fixtures";
import { sentBodies, serve, type Routes } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { GenerateImagesButton } from "./generate-images-button";

vi.mock("@/lib/socket", () => import("@/test/fake-socket"));

const generateRoute = `POST /api/rooms/${mainLounge.id}/generate-images`;

function openDialog(room = mainLounge, routes: Routes = {}) {
  const fetchMock = serve({ [generateRoute]: () => Response.json({ jobId }, { status: 202 }), ...routes });
  renderWithProviders(<GenerateImagesButton room={room} />);
  fireEvent.click(screen.getByRole("button", { name: "Generate Images" }));
  return { fetchMock, dialog: screen.getByRole("dialog", { name: "Generate Images" }) };
}

const checked = (dialog: HTMLElement, name: string) => (within(dialog).getByLabelText(name) as HTMLInputElement).checked;

describe("Generate Images", () => {
  it("starts from the room's description with modern and luxury chosen among the ten styles", () => {
    const { dialog } = openDialog();

    expect((within(dialog).getByLabelText("Room Description") as HTMLTextAreaElement).value).toBe(mainLounge.description);
    const styles = within(dialog).getByRole("group", { name: "Style Preferences" });
    expect(within(styles).getAllByRole("checkbox")).toHaveLength(10);
    expect(checked(dialog, "Modern")).toBe(true);
    expect(checked(dialog, "Luxury")).toBe(true);
    expect(checked(dialog, "Art Deco")).toBe(false);
    expect(checked(dialog, "Mid-Century")).toBe(false);
  });

  it("refuses an empty description and sends nothing", async () => {
    const { dialog, fetchMock } = openDialog({ ...mainLounge, description: null });

    fireEvent.change(within(dialog).getByLabelText("Room Description"), { target: { value: "   " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Generate Images" }));

    expect(await screen.findByText("Description Required")).toBeTruthy();
    expect(screen.getByText("Please provide a room description.")).toBeTruthy();
    expect(sentBodies(fetchMock, generateRoute)).toEqual([]);
  });

  it("generates with the chosen styles and tells how many concepts are ready", async () => {
    const { dialog, fetchMock } = openDialog(mainLounge, {
      [`GET /api/jobs/${jobId}`]: () => Response.json(job("completed", { progress: 100, result: { images: [image(), image({ id: "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b" })] } })),
    });

    fireEvent.click(within(dialog).getByLabelText("Luxury"));
    fireEvent.click(within(dialog).getByLabelText("Art Deco"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Generate Images" }));

    expect(await screen.findByText("Images Generated")).toBeTruthy();
    expect(screen.getByText("2 concept images are ready.")).toBeTruthy();
    expect(sentBodies(fetchMock, generateRoute)).toEqual([
      { roomDescription: mainLounge.description, stylePreferences: ["modern", "art deco"] },
    ]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("tells the user when generation failed", async () => {
    const { dialog } = openDialog(mainLounge, {
      [`GET /api/jobs/${jobId}`]: () => Response.json(job("failed", { failedReason: "The image model is unavailable" })),
    });

    fireEvent.click(within(dialog).getByRole("button", { name: "Generate Images" }));

    expect(await screen.findByText("Generation Failed")).toBeTruthy();
    expect(screen.getByText("Failed to generate images")).toBeTruthy();
  });
});
