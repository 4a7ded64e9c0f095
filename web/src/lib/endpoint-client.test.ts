import { endpoints } from "@atelier/contracts";
import { describe, expect, it } from "vitest";
import { mainLounge } from "@/test/fixtures";
import { sentBodies, serve } from "@/test/gateway";
import { callEndpoint, endpointQuery, queryKeyOf, UnexpectedResponseError } from "./endpoint-client";

describe("the endpoint client", () => {
  it("fills the path's parameters, sends the body and answers the parsed response", async () => {
    const fetchMock = serve({ [`PUT /api/rooms/${mainLounge.id}`]: () => Response.json(mainLounge) });

    const room = await callEndpoint(endpoints.updateRoom, { params: { roomId: mainLounge.id }, body: { name: "Lounge" } });

    expect(room).toEqual(mainLounge);
    expect(sentBodies(fetchMock, `PUT /api/rooms/${mainLounge.id}`)).toEqual([{ name: "Lounge" }]);
  });

  it("refuses an answer that does not match the response schema, naming the call and the field", async () => {
    serve({ [`GET /api/rooms/${mainLounge.id}`]: () => Response.json({ ...mainLounge, estimatedTotal: 12 }) });

    const failure = callEndpoint(endpoints.room, { params: { roomId: mainLounge.id } });

    await expect(failure).rejects.toBeInstanceOf(UnexpectedResponseError);
    await expect(failure).rejects.toThrow(`Unexpected answer from GET /api/rooms/${mainLounge.id}: estimatedTotal:`);
  });

  it("sends a call's query in the URL, and keys it last", async () => {
    const results = { projects: [], rooms: [], items: [], clients: [], documents: [], suppliers: [] };
    serve({ "GET /api/search?q=clifton+villa": () => Response.json(results) });

    expect(await callEndpoint(endpoints.search, { query: { q: "clifton villa" } })).toEqual(results);
    expect(queryKeyOf(endpoints.search, { query: { q: "clifton villa" } })).toEqual(["/api/search", "?q=clifton+villa"]);
  });

  it("keys a query by its URL split at the first parameter, so a record's key prefixes the keys under it", () => {
    expect(queryKeyOf(endpoints.dashboardStats)).toEqual(["/api/dashboard/stats"]);
    expect(queryKeyOf(endpoints.project, { params: { projectId: "p1" } })).toEqual(["/api/projects", "p1"]);
    expect(endpointQuery(endpoints.projectRooms, { params: { projectId: "p1" } }).queryKey).toEqual(["/api/projects", "p1", "rooms"]);
  });
});
