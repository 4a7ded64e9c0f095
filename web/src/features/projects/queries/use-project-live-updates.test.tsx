import { afterEach, describe, expect, it, vi } from "vitest";
import { disconnectSocket, emitted, pushEvent } from "@/test/fake-socket";
import { jobId } from "@/test/fixtures";
import { renderWithProviders } from "@/test/providers";
import { useProjectLiveUpdates } from "./use-project-live-updates";
import { projectQuery } from "@/features/projects/queries/use-projects";

vi.mock("@/lib/socket", () => import("@/test/fake-socket"));

const projectId = "3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";

function Watcher() {
  useProjectLiveUpdates(projectId);
  return null;
}

afterEach(disconnectSocket);

describe("useProjectLiveUpdates", () => {
  it("watches the project while mounted, again after a reconnect, and stops when left", () => {
    const { unmount } = renderWithProviders(<Watcher />);
    expect(emitted).toEqual([["project.watch", { projectId }]]);
    pushEvent("connect", undefined);
    expect(emitted).toHaveLength(2);
    unmount();
    expect(emitted.at(-1)).toEqual(["project.unwatch", { projectId }]);
  });

  it("refreshes the project and its rooms when a colleague's voice note or images are done, not for other jobs", () => {
    const { queryClient } = renderWithProviders(<Watcher />);
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    pushEvent("job.completed", { jobId, name: "extract-items", result: {} });
    expect(invalidate).not.toHaveBeenCalled();
    pushEvent("job.completed", { jobId, name: "voice-note", result: {} });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: projectQuery(projectId).queryKey });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["/api/rooms"] });
  });
});
