import { afterEach, describe, expect, it, vi } from "vitest";
import { acknowledge, disconnectSocket, emitted, pushEvent } from "@/test/fake-socket";
import { cliftonVilla, jobId, mainLounge } from "@/test/fixtures";
import { renderWithProviders } from "@/test/providers";
import { useProjectLiveUpdates } from "./use-project-live-updates";
import { projectQuery } from "@/features/projects/queries/use-projects";
import { roomItemsQuery } from "@/features/items/queries/use-room-items";
import { projectMeetingsQuery } from "@/features/meetings/queries/use-meetings";
import { costBreakdownQuery, profitAnalysisQuery } from "@/features/cost-analysis/queries/use-cost-analysis";
import { projectQuotesQuery, quoteQuery } from "@/features/quotes/queries/use-quotes";
import { quote, quoteId } from "@/features/quotes/test/quote-fixtures";
import { roomQuery } from "@/features/rooms/queries/use-rooms";

vi.mock("@/lib/socket", () => import("@/test/fake-socket"));

const projectId = "3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";

function Watcher() {
  useProjectLiveUpdates(projectId);
  return null;
}

function LoungeWatcher() {
  useProjectLiveUpdates(cliftonVilla.id);
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

  it("refetches the records a colleague changed in this project, for the rooms loaded here, and ignores other projects and bad payloads", () => {
    const { queryClient } = renderWithProviders(<LoungeWatcher />);
    queryClient.setQueryData(roomQuery(mainLounge.id).queryKey, mainLounge);
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    pushEvent("project.changed", { projectId: "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a", records: "items" });
    pushEvent("project.changed", { projectId: cliftonVilla.id, records: "everything" });
    expect(invalidate).not.toHaveBeenCalled();

    pushEvent("project.changed", { projectId: cliftonVilla.id, records: "items", id: mainLounge.id });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: roomItemsQuery(mainLounge.id).queryKey });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: roomQuery(mainLounge.id).queryKey, exact: true });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: projectMeetingsQuery(cliftonVilla.id).queryKey });
  });

  it("refetches the quotes, every open quote, the Overview counters and the cost analysis when a colleague changes a quote", () => {
    const { queryClient } = renderWithProviders(<LoungeWatcher />);
    queryClient.setQueryData(quoteQuery(quoteId).queryKey, quote());
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");

    pushEvent("project.changed", { projectId: cliftonVilla.id, records: "quotes", id: quoteId });

    expect(invalidate).toHaveBeenCalledWith({ queryKey: projectQuotesQuery(cliftonVilla.id).queryKey });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: projectQuery(cliftonVilla.id).queryKey, exact: true });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: costBreakdownQuery(cliftonVilla.id).queryKey, exact: true });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: profitAnalysisQuery(cliftonVilla.id).queryKey, exact: true });
    expect(queryClient.getQueryState(quoteQuery(quoteId).queryKey)?.isInvalidated).toBe(true);
  });

  it("refetches what it read before the gateway confirmed the watch, and nothing read since or when refused", () => {
    const { queryClient } = renderWithProviders(<LoungeWatcher />);
    queryClient.setQueryData(projectMeetingsQuery(cliftonVilla.id).queryKey, [], { updatedAt: Date.now() - 1_000 });
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");

    acknowledge("project.watch", { watching: false });
    expect(invalidate).not.toHaveBeenCalled();
    acknowledge("project.watch", { watching: true });
    const meetings = invalidate.mock.calls.find(([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(projectMeetingsQuery(cliftonVilla.id).queryKey));
    const readEarlier = meetings?.[0]?.predicate;
    expect(readEarlier).toBeTypeOf("function");
    const cached = queryClient.getQueryCache().find({ queryKey: projectMeetingsQuery(cliftonVilla.id).queryKey })!;
    expect(readEarlier!(cached)).toBe(true);
    queryClient.setQueryData(projectMeetingsQuery(cliftonVilla.id).queryKey, [], { updatedAt: Date.now() + 1_000 });
    expect(readEarlier!(cached)).toBe(false);
  });

  it("refetches everything of the project after the connection was lost, since changes made meanwhile went unheard", () => {
    const { queryClient } = renderWithProviders(<LoungeWatcher />);
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    pushEvent("connect", undefined);
    expect(invalidate).not.toHaveBeenCalled();
    pushEvent("disconnect", "transport close");
    pushEvent("connect", undefined);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: projectMeetingsQuery(cliftonVilla.id).queryKey });
  });
});
