import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pdfInfo, pdfPageTexts } from "@atelier/kit/pdf/read-pdf";
import { renderQuotePdf } from "./render-quote-pdf";
import { longQuote, threeRoomQuote } from "./sample-quote-document";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("renderQuotePdf", () => {
  it("prints a three-room quote's studio, client, numbers, lines and totals on one page", async () => {
    const pdf = await renderQuotePdf(threeRoomQuote());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const pages = await pdfPageTexts(pdf);
    expect(pages).toHaveLength(1);
    const lines = pages[0]!.split("\n");
    for (const text of ["Atelier Blanc Interiors", "VAT No. 4123456789", "Reg. No. 2019/123456/07", "Tel 021 555 0199", "studio@atelierblanc.co.za"]) {
      expect(lines).toContain(text);
    }
    for (const text of ["Thandi Mokoena", "thandi@example.co.za", "Clifton Beach House", "12 Victoria Road, Clifton, Cape Town"]) expect(lines).toContain(text);
    expect(lines).toEqual(expect.arrayContaining(["Quote number", "Q-2026-0007", "Version", "2", "23 November 2026", "23 December 2026"]));
    expect(lines).toEqual(expect.arrayContaining(["Description", "Qty", "Unit", "Unit price", "Total"]));
    expect(lines).toEqual(expect.arrayContaining(["Main Bedroom", "Living Room", "Kitchen", "Labour and delivery"]));
    // Each line as its cells in order: name, quantity, unit, unit price, line total.
    const rows = [
      ["Velvet headboard, sage", "1", "each", "R 18,499.99", "R 18,499.99"],
      ["Linen curtains, ivory", "6.5", "meters", "R 850.00", "R 5,525.00"],
      ["Brass bedside lamp", "2", "each", "R 2,350.00", "R 4,700.00"],
      ["Oak coffee table", "1", "each", "R 12,500.00", "R 12,500.00"],
      ["Bouclé armchair", "2", "each", "R 9,800.00", "R 19,600.00"],
      ["Pendant light – smoked glass", "3", "each", "R 1,450.50", "R 4,351.50"],
      ["Installation labour", "12", "hours", "R 450.00", "R 5,400.00"],
      ["Delivery to site", "1", "each", "R 1,200.00", "R 1,200.00"],
    ];
    for (const row of rows) expect(pages[0]).toContain(row.join("\n"));
    // What the client is buying, beyond the line's name, and what the quote covers.
    const flowing = pages[0]!.replace(/\n/g, " ");
    expect(flowing).toContain("Velvet headboard, sage 1 each R 18,499.99 R 18,499.99 Sage green · Cotton velvet on solid pine · 1900 × 1200 mm · Deep-buttoned");
    expect(flowing).toContain("12 Victoria Road, Clifton, Cape Town Furniture, soft furnishings and lighting for the main bedroom, lounge and dining room, installed. Description");
    expect(pages[0]).toContain("Subtotal (excl. VAT)\nR 71,776.49\nVAT (15%)\nR 10,766.47");
    expect(pages[0]).toContain("Total (incl. VAT)\nR 82,542.96");
    expect(pages[0]).toContain("Terms and conditions");
    expect(pages[0]).toContain("A deposit of 60% is payable on acceptance");
    expect(lines.at(-1)).toBe("Page 1 of 1");
  });

  it("breaks a 300-line quote over pages, each with the table's header and \"Page X of Y\"", async () => {
    const pages = await pdfPageTexts(await renderQuotePdf(longQuote(300)));
    expect(pages.length).toBeGreaterThan(8);
    pages.forEach((text, index) => {
      const lines = text.split("\n");
      expect(lines.at(-1)).toBe(`Page ${index + 1} of ${pages.length}`);
      // The last page may hold only the totals and the terms.
      if (index < pages.length - 1) expect(text).toContain("Description\nQty\nUnit\nUnit price\nTotal");
      expect(lines.includes("Quote Q-2026-0007, version 2 (continued)")).toBe(index > 0);
    });
    const all = pages.join("\n");
    for (const number of [1, 150, 300]) expect(all).toContain(`Item ${number}: `);
    expect(all.match(/Item \d+: /g)).toHaveLength(300);
    expect(all).toContain("Room 12");
    expect(all).toContain("(continued)\nItem");
    expect(all.match(/Total \(incl\. VAT\)/g)).toHaveLength(1);
    expect(pages.at(-1)).toContain("Terms and conditions");
  });

  it("gives the same bytes for the same quote, and other bytes for another version", async () => {
    const first = await renderQuotePdf(threeRoomQuote());
    const second = await renderQuotePdf(threeRoomQuote());
    expect(sha256(second)).toBe(sha256(first));
    const revised = threeRoomQuote();
    revised.quote.version = 3;
    expect(sha256(await renderQuotePdf(revised))).not.toBe(sha256(first));
  });

  it("dates the PDF with the quote's issue date", async () => {
    expect(await pdfInfo(await renderQuotePdf(threeRoomQuote()))).toMatchObject({
      Title: "Quote Q-2026-0007, version 2",
      Author: "Atelier Blanc Interiors",
      CreationDate: "D:20261123000000Z",
      ModDate: "D:20261123000000Z",
    });
  });

  it("prints the studio's name in place of a logo it does not have, and leaves out details it has not set", async () => {
    const quote = threeRoomQuote();
    quote.studio = { ...quote.studio, logoPng: null, vatNumber: null, registrationNumber: null };
    const [page] = await pdfPageTexts(await renderQuotePdf(quote));
    expect(page!.split("\n").filter((line) => line === "Atelier Blanc Interiors")).toHaveLength(2);
    expect(page).not.toContain("VAT No.");
    expect(page).not.toContain("Reg. No.");
  });

  it("lets long terms run onto another page, which gets the quote's line and footer too", async () => {
    const quote = threeRoomQuote();
    quote.terms = Array.from({ length: 60 }, (_, index) => `${index + 1}. The client accepts clause ${index + 1} of these terms.`).join("\n");
    const pages = await pdfPageTexts(await renderQuotePdf(quote));
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain("60. The client accepts clause 60 of these terms.");
    expect(pages[1]!.split("\n")).toEqual(expect.arrayContaining(["Quote Q-2026-0007, version 2 (continued)", "Page 2 of 2"]));
    expect(pages[0]!.split("\n")).toContain("Page 1 of 2");
  });

  it("refuses an issue date that is not a day", async () => {
    const quote = threeRoomQuote();
    quote.quote.issueDate = "2026-02-30";
    await expect(renderQuotePdf(quote)).rejects.toThrow("Not a date (YYYY-MM-DD): 2026-02-30");
  });
});
