import type { StudioExport } from "@atelier/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { job, jobId, thandi } from "@/test/fixtures";
import { serve, type Routes } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { StudioDataCard } from "./studio-data-card";

const exportId = "4c3b2a19-0000-4000-8000-00000000e001";
const ready: StudioExport = {
  id: exportId,
  status: "ready",
  jobId,
  requestedBy: "Thandi Nkosi",
  createdAt: "2026-11-28T08:00:00.000Z",
  finishedAt: "2026-11-28T08:01:00.000Z",
  sizeBytes: 3_250_000,
  downloadUrl: "/api/objects/studios/x/exports/e.zip?signature=abc",
  failedReason: null,
};

function renderCard(routes: Routes, user = thandi) {
  const fetchMock = serve({ "GET /api/user": () => Response.json(user), ...routes });
  renderWithProviders(<StudioDataCard />);
  return fetchMock;
}

describe("Settings' Your Studio's Data", () => {
  it("exports the studio in the background and offers the ZIP's download once it is ready", async () => {
    let made: StudioExport[] = [];
    const fetchMock = renderCard({
      "GET /api/studio/exports": () => Response.json(made),
      "POST /api/studio/exports": () => {
        made = [{ ...ready, status: "running", downloadUrl: null, sizeBytes: null, finishedAt: null }];
        return Response.json(made[0], { status: 202 });
      },
      [`GET /api/jobs/${jobId}`]: () => {
        made = [ready];
        return Response.json(job("completed", { progress: 100, result: { exportId } }));
      },
    });
    const card = await screen.findByRole("region", { name: "Your Studio's Data" });
    expect(await within(card).findByText("No export made yet.")).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: "Export Studio" }));
    const download = await within(card).findByRole("link", { name: /^Download the export of/ });
    expect(download.getAttribute("href")).toBe(ready.downloadUrl);
    expect(within(card).getByText(/By Thandi Nkosi · 3\.1 MB/)).toBeTruthy();
    expect(await screen.findByText("Export ready")).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([input, init]) => init?.method === "POST" && String(input) === "/api/studio/exports")).toHaveLength(1);
  });
});
