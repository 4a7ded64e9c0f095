import { describe, expect, it } from "vitest";
import { pdfInfo, pdfPageTexts } from "@atelier/kit/pdf/read-pdf";
import { renderTaxDocumentPdf } from "./render-tax-document-pdf";
import type { TaxDocument } from "./tax-document";

const full: TaxDocument = {
  title: "Tax Invoice",
  number: "INV-2026-0001",
  issueDate: "2026-11-27",
  project: "Clifton Villa (ATL-2026-014)",
  abridged: false,
  copy: false,
  studio: { name: "Mokoena Interiors", postalAddress: "PO Box 1234\nConstantia 7806", phone: "021 555 0123", email: "studio@mokoena.co.za", vatNumber: "4123456789", logoPng: null, timeZone: "Africa/Johannesburg" },
  facts: [
    ["Due date", "4 December 2026"],
    ["Quote", "Q-2026-0007"],
  ],
  recipient: { name: "Thandi Mokoena", address: "1 Victoria Road\nClifton, Cape Town", email: "thandi@example.co.za" },
  lines: [{ description: "Deposit of 50% on quote Q-2026-0007 (Living areas)", quantity: 1, unitPrice: "40000.51", lineTotal: "40000.51" }],
  totals: { subtotal: "40000.51", vat: "6000.08", total: "46000.59", vatPercent: "15" },
  totalWords: { subtotal: "Subtotal", total: "Total" },
  notes: { heading: "NOTES", text: "Deposit on acceptance" },
  payment: { dueDate: "2026-12-04", bank: { name: "First National Bank", accountHolder: "Mokoena Interiors (Pty) Ltd", accountNumber: "62123456789", branchCode: "250655" } },
  terms: "Goods remain the studio's until paid in full.",
};

const textOf = async (document: TaxDocument) => (await pdfPageTexts(await renderTaxDocumentPdf(document))).join("\n");

describe("an invoice's PDF", () => {
  it("prints a full tax invoice's every field (VAT Act s 20(4)) and where to pay", async () => {
    const text = await textOf(full);
    for (const expected of [
      "Tax Invoice",
      "Mokoena Interiors",
      "PO Box 1234",
      "VAT No. 4123456789",
      "INV-2026-0001",
      "27 November 2026",
      "4 December 2026",
      "BILL TO",
      "Thandi Mokoena",
      "1 Victoria Road",
      "Qty",
      "Deposit of 50% on quote Q-2026-0007 (Living areas)",
      "Subtotal (excl. VAT)",
      "VAT (15%)",
      "R 6,000.08",
      "Total (incl. VAT)",
      "R 46,000.59",
      "First National Bank",
      "62123456789",
      "250655",
      "Use INV-2026-0001 as your payment reference",
      "Goods remain the studio's until paid in full.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Copy");
  });

  it("leaves the recipient and quantities off an abridged tax invoice (s 20(5))", async () => {
    const text = await textOf({ ...full, abridged: true, recipient: null, totals: { subtotal: "4000.00", vat: "600.00", total: "4600.00", vatPercent: "15" } });
    expect(text).toContain("Tax Invoice");
    expect(text).toContain("VAT (15%)");
    expect(text).not.toContain("BILL TO");
    expect(text).not.toContain("Thandi Mokoena");
    expect(text).not.toContain("Qty");
  });

  it("is an \"Invoice\" without VAT from a studio not registered, and a copy says so", async () => {
    const text = await textOf({ ...full, title: "Invoice", copy: true, totals: { subtotal: "40000.51", vat: "0.00", total: "40000.51", vatPercent: null } });
    expect(text).toMatch(/^Invoice$/m);
    expect(text).not.toContain("Tax Invoice");
    expect(text).not.toContain("VAT (");
    expect(text).toContain("Copy");
  });

  it("gives the same bytes for the same invoice, dated with its issue date", async () => {
    const [first, second] = [await renderTaxDocumentPdf(full), await renderTaxDocumentPdf(full)];
    expect(first.equals(second)).toBe(true);
    expect((await pdfInfo(first)).CreationDate).toBe("D:20261127000000Z");
  });

  it("repeats the table's header on each page of a long invoice", async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({ description: `Cushion ${index + 1}`, quantity: 2, unitPrice: "450.00", lineTotal: "900.00" }));
    const pages = await pdfPageTexts(await renderTaxDocumentPdf({ ...full, lines }));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages.slice(0, -1)) expect(page).toContain("Description");
    expect(pages.join("\n")).toContain("Cushion 60");
  });

  it("prints a credit note's fields (VAT Act s 21): both parties, the invoice it credits, the amount, its VAT and why", async () => {
    const text = await textOf({
      ...full,
      title: "Credit Note",
      number: "CN-2026-0001",
      facts: [["Credits invoice", "INV-2026-0001"]],
      lines: [{ description: "Credit against INV-2026-0001", quantity: 1, unitPrice: "2000.00", lineTotal: "2000.00" }],
      totals: { subtotal: "2000.00", vat: "300.00", total: "2300.00", vatPercent: "15" },
      totalWords: { subtotal: "Credit", total: "Total credit" },
      notes: { heading: "REASON", text: "The side table arrived damaged and was returned" },
      payment: null,
      terms: null,
    });
    for (const expected of ["Credit Note", "CN-2026-0001", "VAT No. 4123456789", "BILL TO", "Thandi Mokoena", "INV-2026-0001", "Credit (excl. VAT)", "VAT (15%)", "R 300.00", "Total credit (incl. VAT)", "R 2,300.00", "REASON", "The side table arrived damaged and was returned"]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("payment reference");
  });
});
