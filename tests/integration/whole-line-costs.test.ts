import { describe, expect, it } from "vitest";
import { dashboardAnalyticsSchema, roomItemSchema, roomSchema } from "@atelier/contracts";
import { lineTotal, sumMoney } from "@atelier/money";
import { studioWithProject } from "../support/studio-fixture";

// Issue 9, item 7: an item's cost estimate and supplier quote are amounts for the whole line (spec decisions, "Money").
const studio = studioWithProject();

const lines = [
  { name: "Dining chair", quantity: 8, unit: "each", costEstimate: "47200.00", supplierQuote: "44800.00" },
  { name: "Sheer curtains", quantity: 14, unit: "meters", costEstimate: "8680.00", supplierQuote: null },
  { name: "Dining table", quantity: 1, unit: "each", costEstimate: "42000.00", supplierQuote: "39500.00" },
] as const;
const wholeLines = sumMoney(lines.map((line) => line.costEstimate));
const timesQuantity = sumMoney(lines.map((line) => lineTotal(line.quantity, line.costEstimate)));

async function furnishedRoom() {
  const { designer, projectId } = studio;
  const room = roomSchema.parse((await designer.post(`/api/projects/${projectId}/rooms`, { name: "Dining Room" })).json);
  for (const line of lines) expect((await designer.post(`/api/rooms/${room.id}/items`, line)).status).toBe(201);
  return room.id;
}

describe("an item's cost estimate and supplier quote are for the whole line", () => {
  it("keeps them as entered, whatever the quantity", async () => {
    const roomId = await furnishedRoom();

    const items = roomItemSchema.array().parse((await studio.designer.get(`/api/rooms/${roomId}/items`)).json);

    expect(items.map(({ name, quantity, costEstimate, supplierQuote }) => ({ name, quantity, costEstimate, supplierQuote }))).toEqual(
      lines.map(({ name, quantity, costEstimate, supplierQuote }) => ({ name, quantity, costEstimate, supplierQuote })),
    );
  });

  it("sums them without multiplying by the quantity in the room's Estimated Total and the analytics' average room cost", async () => {
    expect(wholeLines).toBe("97880.00");
    expect(timesQuantity).not.toBe(wholeLines);

    const roomId = await furnishedRoom();

    const room = roomSchema.parse((await studio.designer.get(`/api/rooms/${roomId}`)).json);
    expect(room.estimatedTotal).toBe(wholeLines);
    const listed = roomSchema.array().parse((await studio.designer.get(`/api/projects/${studio.projectId}/rooms`)).json);
    expect(listed.find(({ id }) => id === roomId)?.estimatedTotal).toBe(wholeLines);
    // Every room of this studio holds these same lines, so their mean is one room's total.
    const analytics = dashboardAnalyticsSchema.parse((await studio.designer.get("/api/analytics/dashboard")).json);
    expect(analytics.trends.avg_room_cost).toBe(wholeLines);
  });

  it("leaves the amounts and the room's total alone when only the quantity changes", async () => {
    const roomId = await furnishedRoom();
    const items = roomItemSchema.array().parse((await studio.designer.get(`/api/rooms/${roomId}/items`)).json);
    const chairs = items.find((item) => item.name === "Dining chair")!;

    const updated = await studio.designer.request("PUT", `/api/items/${chairs.id}`, { json: { quantity: 10 } });

    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ quantity: 10, costEstimate: "47200.00", supplierQuote: "44800.00" });
    expect(roomSchema.parse((await studio.designer.get(`/api/rooms/${roomId}`)).json).estimatedTotal).toBe(wholeLines);
  });
});
