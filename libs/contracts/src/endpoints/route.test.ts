import { describe, expect, it } from "vitest";
import { downloadPath, pathParamNames, routePattern } from "./route";

describe("a path of the route table", () => {
  it("names its parameters, one segment each, and the rest of the path", () => {
    expect(pathParamNames("/api/rooms/:roomId/items/:itemId")).toEqual(["roomId", "itemId"]);
    expect(pathParamNames("/objects/*key")).toEqual(["key"]);
    expect(pathParamNames("/api/projects")).toEqual([]);
  });

  it("matches a request's path: one segment per parameter, a trailing slash allowed, dots taken literally", () => {
    const items = routePattern("/api/rooms/:roomId/items");
    expect(items.test("/api/rooms/r1/items")).toBe(true);
    expect(items.test("/api/rooms/r1/items/")).toBe(true);
    expect(items.test("/api/rooms/r1/extra/items")).toBe(false);
    expect(items.test("/api/rooms//items")).toBe(false);
    expect(routePattern("/objects/*key").test("/objects/studio/photo.jpg")).toBe(true);
    expect(routePattern("/api/quotes/:quoteId/quote.pdf").test("/api/quotes/q1/quoteXpdf")).toBe(false);
  });

  it("fills a download's parameters in, each encoded, so a value cannot add a segment", () => {
    expect(downloadPath({ path: "/api/purchase-orders/:purchaseOrderId/pdf" }, { purchaseOrderId: "a/../b c" })).toBe("/api/purchase-orders/a%2F..%2Fb%20c/pdf");
  });
});
