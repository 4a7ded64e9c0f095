import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { projectsQuery } from "@/features/projects/queries/use-projects";
import { cliftonVilla, job, jobId, thandi } from "@/test/fixtures";
import { serve, type Routes } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { RestoreStudioCard } from "./restore-studio-card";

const uploadURL = "/api/objects/studios/s/uploads/imports/i.zip?expires=1&signature=abc";

function renderCard(routes: Routes) {
  const fetchMock = serve({ "GET /api/user": () => Response.json(thandi), ...routes });
  const { queryClient } = renderWithProviders(<RestoreStudioCard />);
  return { fetchMock, queryClient };
}

describe("Settings' Restore a Studio", () => {
  it("uploads the chosen export once the owner confirms, restores it, and signs the replaced account out", async () => {
    const { fetchMock } = renderCard({
      "GET /api/projects": () => Response.json([]),
      "POST /api/studio/imports/uploads": () => Response.json({ uploadURL, expiresAt: "2026-11-29T10:00:00.000Z" }),
      [`PUT ${uploadURL}`]: () => new Response(null, { status: 200 }),
      "POST /api/studio/imports": () => Response.json({ jobId }, { status: 202 }),
      [`GET /api/jobs/${jobId}`]: () => Response.json(job("completed", { progress: 100, result: { studioName: "Nkosi Interiors", members: 3 } })),
    });
    const card = await screen.findByRole("region", { name: "Restore a Studio" });
    fireEvent.click(within(card).getByRole("button", { name: "Restore a Studio" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Restore this studio?" });
    const restore = within(dialog).getByRole("button", { name: "Restore Studio" });
    expect(restore.hasAttribute("disabled"), "nothing to restore before a file is chosen").toBe(true);
    fireEvent.change(within(dialog).getByLabelText("The export's ZIP"), { target: { files: [new File(["PK"], "atelier-export.zip", { type: "application/zip" })] } });
    fireEvent.click(restore);

    expect(await screen.findByText("Studio restored")).toBeTruthy();
    expect(screen.getByText("Nkosi Interiors is back. Each of its 3 members, you included, has been sent an e-mail with a link to set a password.")).toBeTruthy();
    const started = fetchMock.mock.calls.filter(([input, init]) => init?.method === "POST" && String(input) === "/api/studio/imports");
    expect(JSON.parse(String(started[0]?.[1]?.body))).toEqual({ uploadURL });
  });

  it("is not offered once the studio has a project", async () => {
    const { queryClient } = renderCard({ "GET /api/projects": () => Response.json([cliftonVilla]) });
    await waitFor(() => expect(queryClient.getQueryState(projectsQuery().queryKey)?.status).toBe("success"));
    expect(screen.queryByRole("region", { name: "Restore a Studio" })).toBeNull();
  });
});
