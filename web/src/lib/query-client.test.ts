import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";

/** A server whose list changes once a room is added, answering each read only when told to. */
function slowServer() {
  const rooms: string[] = [];
  const pending: (() => void)[] = [];
  let reads = 0;
  return {
    rooms,
    reads: () => reads,
    read: () =>
      new Promise<string[]>((resolve) => {
        reads += 1;
        const answer = [...rooms];
        pending.push(() => resolve(answer));
      }),
    answerAll: () => pending.splice(0).forEach((answer) => answer()),
  };
}

describe("the app's query client", () => {
  it("asks again after a change while a list's first load is in flight, instead of keeping the load's older answer", async () => {
    const client = createQueryClient();
    const server = slowServer();
    const observer = new QueryObserver(client, { queryKey: ["/api/rooms"], queryFn: server.read });
    const results: (string[] | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => results.push(result.data));

    server.rooms.push("Wine Cellar");
    const refreshed = client.invalidateQueries({ queryKey: ["/api/rooms"] });
    server.answerAll();
    await refreshed;

    expect(server.reads()).toBe(2);
    expect(client.getQueryData(["/api/rooms"])).toEqual(["Wine Cellar"]);
    expect(results.filter(Boolean)).toEqual([["Wine Cellar"]]);
    unsubscribe();
  });

  it("asks again for a first load its refresh picked by the query's state, whose cancel changed that state", async () => {
    const client = createQueryClient();
    const server = slowServer();
    const observer = new QueryObserver(client, { queryKey: ["/api/timeline"], queryFn: server.read });
    const unsubscribe = observer.subscribe(() => undefined);
    server.rooms.push("Handover");
    const stillLoading = (query: { state: { data: unknown; fetchStatus: string } }) => query.state.data === undefined && query.state.fetchStatus === "fetching";
    const refreshed = client.invalidateQueries({ queryKey: ["/api/timeline"], predicate: stillLoading });
    server.answerAll();
    await refreshed;
    expect(server.reads()).toBe(2);
    expect(client.getQueryData(["/api/timeline"])).toEqual(["Handover"]);
    expect(observer.getCurrentResult().status).toBe("success");
    unsubscribe();
  });

  it("keeps a refresh of a list already shown to one read", async () => {
    const client = createQueryClient();
    const server = slowServer();
    client.setQueryData(["/api/rooms"], []);
    const observer = new QueryObserver(client, { queryKey: ["/api/rooms"], queryFn: server.read });
    const unsubscribe = observer.subscribe(() => undefined);
    server.rooms.push("Library");
    const refreshed = client.invalidateQueries({ queryKey: ["/api/rooms"] });
    server.answerAll();
    await refreshed;
    expect(server.reads()).toBe(1);
    expect(client.getQueryData(["/api/rooms"])).toEqual(["Library"]);
    unsubscribe();
  });
});
