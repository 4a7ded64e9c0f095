import { describe, expect, it } from "vitest";
import { Prisma, type Supplier } from "@atelier/db";
import { planPurchaseOrders, type OrderableLine } from "./plan-purchase-orders";

const at = new Date("2026-01-05");
const supplier = (id: string, name: string): Supplier => ({ id, studioId: "studio", name, contactName: null, email: null, phone: null, accountNumber: null, leadTimeDays: null, sample: false, archivedAt: null, createdAt: at, updatedAt: at });
const weavers = supplier("weavers", "Weavers & Co");
const joinery = supplier("joinery", "Cape Joinery");

let lines = 0;
function line(quoteId: string, name: string, quantity: string, unitCost: string, itemSupplier: { supplierId?: string; supplier?: string }): OrderableLine {
  lines += 1;
  return {
    id: `line-${lines}`,
    quoteId,
    kind: "item",
    roomItemId: `item-${lines}`,
    roomName: "Main bedroom",
    name,
    category: null,
    quantity: new Prisma.Decimal(quantity),
    unit: "each",
    unitCost: new Prisma.Decimal(unitCost),
    markupPercent: new Prisma.Decimal(35),
    unitPrice: new Prisma.Decimal("1"),
    lineTotal: new Prisma.Decimal("1"),
    supplier: null,
    sortOrder: lines,
    roomItem: { supplierId: itemSupplier.supplierId ?? null, supplier: itemSupplier.supplier ?? null },
  };
}

describe("the purchase orders drafted for approved lines", () => {
  const curtains = line("quote-1", "Linen curtains", "2.5", "1999.99", { supplierId: weavers.id });
  const headboard = line("quote-1", "Oak headboard", "1", "12500", { supplier: "cape joinery" });
  const cushions = line("quote-2", "Scatter cushions", "6", "0.335", { supplier: "Weavers & Co" });
  const lamp = line("quote-2", "Brass lamp", "1", "800", { supplier: "A shop nobody added" });
  const orders = planPurchaseOrders("event-1", [curtains, headboard, cushions, lamp], [weavers, joinery]);

  it("is one order per supplier, in the order of each supplier's first line, lines in their order", () => {
    expect(orders.map((order) => [order.supplierId, order.lines.map((orderLine) => [orderLine.name, orderLine.sortOrder])])).toEqual([
      [weavers.id, [["Linen curtains", 0], ["Scatter cushions", 1]]],
      [joinery.id, [["Oak headboard", 0]]],
    ]);
  });

  it("puts each line at cost price, half-up to the cent, and adds them up to the order's subtotal", () => {
    expect(orders[0]!.lines.map((orderLine) => orderLine.lineTotal)).toEqual(["4999.98", "2.01"]);
    expect(orders.map((order) => order.subtotal)).toEqual(["5001.99", "12500.00"]);
  });

  it("names the quote an order comes from only when all its lines come from one", () => {
    expect(orders.map((order) => order.quoteId)).toEqual([null, "quote-1"]);
  });

  it("leaves a line whose supplier is not one of the studio's on no order", () => {
    expect(orders.flatMap((order) => order.lines.map((orderLine) => orderLine.quoteLineId))).not.toContain(lamp.id);
  });

  it("plans the same order ids when the same source is drafted again, and other ids for another source", () => {
    expect(planPurchaseOrders("event-1", [curtains], [weavers])[0]!.id).toBe(orders[0]!.id);
    expect(planPurchaseOrders("event-2", [curtains], [weavers])[0]!.id).not.toBe(orders[0]!.id);
  });
});
