import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { cliftonVilla, image, mainLounge } from "@/test/fixtures";
import { sentBodies, serve, type Routes } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { ProjectPhotosCard } from "./project-photos-card";

vi.mock("@/lib/socket", () => import("@/test/fake-socket"));

const uploadURL = "https://storage.test/uploads/9f8e7d6c?signature=abc";
const ticketRoute = "POST /api/objects/upload";
const putRoute = `PUT ${uploadURL}`;
const saveRoute = `POST /api/projects/${cliftonVilla.id}/photos`;
const photo = image({ id: "6c5b4a3f-2e1d-4c0b-9a8f-7e6d5c4b3a2f", type: "photo", prompt: null, roomId: null });

function renderCard(routes: Routes = {}) {
  const fetchMock = serve({
    [`GET /api/projects/${cliftonVilla.id}/images`]: () => Response.json([]),
    [`GET /api/projects/${cliftonVilla.id}/rooms`]: () => Response.json([mainLounge]),
    [ticketRoute]: () => Response.json({ uploadURL, expiresAt: "2026-03-04T08:15:00.000Z" }),
    [putRoute]: () => new Response(null, { status: 200 }),
    [saveRoute]: () => Response.json(photo, { status: 201 }),
    ...routes,
  });
  renderWithProviders(<ProjectPhotosCard projectId={cliftonVilla.id} />);
  return fetchMock;
}

function photoFile(name: string, size?: number): File {
  const file = new File(["jpeg bytes"], name, { type: "image/jpeg" });
  if (size !== undefined) Object.defineProperty(file, "size", { value: size });
  return file;
}

function choose(files: File[]) {
  fireEvent.change(screen.getByLabelText("Upload photos"), { target: { files } });
}

const calledRoutes = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? "GET"} ${String(input)}`).filter((route) => !route.startsWith("GET"));

describe("ProjectPhotosCard", () => {
  it("refuses more than five files before sending anything", async () => {
    const fetchMock = renderCard();

    choose(["1", "2", "3", "4", "5", "6"].map((n) => photoFile(`site-${n}.jpg`)));

    expect(await screen.findByText("Too many files")).toBeTruthy();
    expect(screen.getByText("Maximum 5 file(s) allowed")).toBeTruthy();
    expect(calledRoutes(fetchMock)).toEqual([]);
  });

  it("refuses a file over 10 MB before sending anything", async () => {
    const fetchMock = renderCard();

    choose([photoFile("lounge.jpg"), photoFile("panorama.jpg", 10 * 1024 * 1024 + 1)]);

    expect(await screen.findByText("File too large")).toBeTruthy();
    expect(screen.getByText('File "panorama.jpg" exceeds 10MB limit')).toBeTruthy();
    expect(calledRoutes(fetchMock)).toEqual([]);
  });

  it("uploads a photo in three steps, for the room chosen, and says so", async () => {
    const fetchMock = renderCard();
    const file = photoFile("lounge.jpg", 10 * 1024 * 1024);

    fireEvent.change(await screen.findByLabelText("Room"), { target: { value: mainLounge.id } });
    choose([file]);

    expect(await screen.findByText("Photo uploaded")).toBeTruthy();
    expect(screen.getByText("Your photo has been uploaded successfully.")).toBeTruthy();
    expect(calledRoutes(fetchMock)).toEqual([ticketRoute, putRoute, saveRoute]);
    const put = fetchMock.mock.calls.find(([input]) => input === uploadURL)?.[1];
    expect(put).toMatchObject({ method: "PUT", credentials: "omit", body: file, headers: { "Content-Type": "image/jpeg" } });
    expect(sentBodies(fetchMock, saveRoute)).toEqual([{ photoURL: uploadURL, roomId: mainLounge.id }]);
    expect(within(screen.getByRole("list", { name: "Uploads" })).getByText("Uploaded")).toBeTruthy();
  });

  it("says File(s) uploaded successfully after several photos", async () => {
    const fetchMock = renderCard();

    choose([photoFile("lounge.jpg"), photoFile("kitchen.jpg")]);

    expect(await screen.findByText("Upload successful")).toBeTruthy();
    expect(screen.getByText("File(s) uploaded successfully")).toBeTruthy();
    expect(sentBodies(fetchMock, saveRoute)).toHaveLength(2);
  });

  it("tells why a file could not be uploaded or saved", async () => {
    renderCard({ [putRoute]: () => new Response(null, { status: 403, statusText: "Forbidden" }) });

    choose([photoFile("lounge.jpg")]);

    expect(await screen.findByText("Upload failed: Forbidden")).toBeTruthy();
    expect(screen.getByText("Upload failed")).toBeTruthy();
  });

  it("tells the user when the photo could not be saved", async () => {
    renderCard({ [saveRoute]: () => Response.json({ message: "Only images can be project photos" }, { status: 415 }) });

    choose([photoFile("lounge.jpg")]);

    expect(await screen.findByText("Failed to save photo. Please try again.")).toBeTruthy();
  });

  it("shows the photos, a placeholder for a broken thumbnail, and deletes one after confirmation", async () => {
    const fetchMock = renderCard({
      [`GET /api/projects/${cliftonVilla.id}/images`]: () => Response.json([photo, image()]),
      [`DELETE /api/images/${photo.id}`]: () => new Response(null, { status: 204 }),
    });

    const tile = await screen.findByRole("button", { name: "View photo 1" });
    expect(screen.queryByRole("button", { name: "View photo 2" })).toBeNull();
    const thumbnail = tile.querySelector("img") as HTMLImageElement;
    expect(thumbnail.getAttribute("src")).toBe(photo.thumbnailUrl);
    fireEvent.error(thumbnail);
    expect(thumbnail.getAttribute("src")).toMatch(/^data:image\/svg\+xml,/);

    fireEvent.click(screen.getByRole("button", { name: "Delete photo 1" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete Photo" });
    expect(within(confirm).getByText('Are you sure you want to delete "Photo 1"? This action cannot be undone.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(calledRoutes(fetchMock)).toEqual([`DELETE /api/images/${photo.id}`]));
    expect(await screen.findByText("Photo deleted")).toBeTruthy();
  });
});
