import { describe, expect, it } from "vitest";
import { draftLines, quote } from "@/features/quotes/test/quote-fixtures";
import { draftToRequest, groupLines, insertionIndexFor, inGroupOrder, newLineDraft, previewLine, previewTotals, quoteToDraft } from "./quote-draft";

describe("quote draft", () => {
  it("keeps each room's lines together in the order rooms first appear, labour and delivery after them", () => {
    const draft = quoteToDraft(quote());

    expect(draft.lines.map((line) => line.name)).toEqual(["Bouclé sofa", "Brass floor lamp", "Linen headboard", "Installation team"]);
    expect(groupLines(draft.lines)).toEqual([
      { key: "room:Main Lounge", title: "Main Lounge", indexes: [0, 1] },
      { key: "room:Main Bedroom", title: "Main Bedroom", indexes: [2] },
      { key: "labour", title: "Labour", indexes: [3] },
    ]);
  });

  it("puts delivery after labour, and an item without a room in a group of its own", () => {
    const lines = inGroupOrder([
      { kind: "delivery" as const, roomName: null },
      { kind: "item" as const, roomName: null },
      { kind: "labour" as const, roomName: null },
    ]);

    expect(groupLines(lines).map((group) => group.title)).toEqual(["Other items", "Labour", "Delivery"]);
  });

  it("adds a labour line after the labour lines, before delivery, and a delivery line at the end", () => {
    const lines = [{ kind: "item" as const }, { kind: "labour" as const }, { kind: "delivery" as const }];

    expect(insertionIndexFor(lines, "labour")).toBe(2);
    expect(insertionIndexFor(lines, "delivery")).toBe(3);
    expect(insertionIndexFor([{ kind: "item" as const }], "labour")).toBe(1);
  });

  it("prices a line from its cost and markup, or from the price typed, to the cent", () => {
    expect(previewLine({ quantity: "3", unitCost: "1000.00", markupPercent: "12.5", unitPrice: "", priceFrom: "markup" })).toEqual({ unitPrice: "1125.00", lineTotal: "3375.00" });
    expect(previewLine({ quantity: "1.5", unitCost: "1000.00", markupPercent: "12.5", unitPrice: "999.99", priceFrom: "unitPrice" })).toEqual({ unitPrice: "999.99", lineTotal: "1499.99" });
    expect(previewLine({ quantity: "", unitCost: "abc", markupPercent: "", unitPrice: "", priceFrom: "markup" })).toEqual({ unitPrice: "0.00", lineTotal: "0.00" });
  });

  it("totals the lines with 15% VAT on the subtotal", () => {
    const draft = quoteToDraft(quote());

    expect(previewTotals(draft.lines)).toEqual({ subtotal: "75500.00", vat: "11325.00", total: "86825.00" });
  });

  it("sends each line's id, or a new line's kind, and only the price the designer set last", () => {
    const draft = quoteToDraft(quote({ lines: [draftLines[0]!] }));
    draft.lines[0] = { ...draft.lines[0]!, unitPrice: "52000.00", priceFrom: "unitPrice" };
    draft.lines.push({ ...newLineDraft("delivery", 25), name: "Crated delivery", unitCost: "2000.00" });

    expect(draftToRequest(draft).lines).toEqual([
      { id: draftLines[0]!.id, name: "Bouclé sofa", quantity: "1", unit: "each", unitCost: "40000.00", unitPrice: "52000.00" },
      { kind: "delivery", name: "Crated delivery", quantity: "1", unit: "each", unitCost: "2000.00", markupPercent: "25" },
    ]);
  });
});
