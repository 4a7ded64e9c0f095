import { SAGE_COLUMNS, XERO_COLUMNS } from "@atelier/contracts";
import { describe, expect, it } from "vitest";
import { accountingRows } from "./accounting-rows";
import { toCsv } from "@atelier/kit";
import type { ExportDocument } from "./export-documents";

const invoice: ExportDocument = {
  kind: "invoice",
  id: "3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70",
  number: "INV-2026-0007",
  credits: null,
  date: "2026-11-03",
  dueDate: "2026-11-10",
  clientName: "Mokoena, Thandi",
  clientEmail: "thandi@example.co.za",
  project: "ATL-2026-014",
  lines: [
    { description: "Sofa", quantity: "2", unitAmount: "35000.00", lineTotal: "70000.00", vat: "10500.00" },
    { description: 'Lamp "Arc"', quantity: "1", unitAmount: "10001.01", lineTotal: "10001.01", vat: "1500.15" },
  ],
  subtotal: "80001.01",
  vat: "12000.15",
  total: "92001.16",
};
const creditNote: ExportDocument = {
  ...invoice,
  kind: "credit_note",
  id: "4a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
  number: "CN-2026-0002",
  credits: "INV-2026-0007",
  date: "2026-11-20",
  dueDate: null,
  lines: [{ description: "Credit on INV-2026-0007: =Lamp returned", quantity: "1", unitAmount: "100.00", lineTotal: "100.00", vat: "15.00" }],
  subtotal: "100.00",
  vat: "15.00",
  total: "115.00",
};
const codes = { accountCode: "200", taxType: "Standard Rate Sales" };

describe("the Xero export", () => {
  it("has a row per line with its share of VAT, day-first dates, and a credit note as negative quantity and tax", () => {
    const csv = toCsv(XERO_COLUMNS, accountingRows("xero", [invoice, creditNote], codes)).split("\r\n");
    expect(csv).toEqual([
      "ContactName,EmailAddress,InvoiceNumber,Reference,InvoiceDate,DueDate,Description,Quantity,UnitAmount,AccountCode,TaxType,TaxAmount,Currency",
      '"Mokoena, Thandi",thandi@example.co.za,INV-2026-0007,ATL-2026-014,03/11/2026,10/11/2026,Sofa,2,35000.00,200,Standard Rate Sales,10500.00,ZAR',
      '"Mokoena, Thandi",thandi@example.co.za,INV-2026-0007,ATL-2026-014,03/11/2026,10/11/2026,"Lamp ""Arc""",1,10001.01,200,Standard Rate Sales,1500.15,ZAR',
      '"Mokoena, Thandi",thandi@example.co.za,CN-2026-0002,INV-2026-0007 ATL-2026-014,20/11/2026,20/11/2026,Credit on INV-2026-0007: =Lamp returned,-1,100.00,200,Standard Rate Sales,-15.00,ZAR',
      "",
    ]);
  });
});

describe("the Sage export", () => {
  it("has a row per document with its net, tax and total, a credit note typed as one", () => {
    expect(accountingRows("sage", [invoice, creditNote], { accountCode: "1000/000", taxType: "ignored" })).toEqual([
      ["Invoice", "Mokoena, Thandi", "03/11/2026", "INV-2026-0007", "1000/000", 'ATL-2026-014: Sofa; Lamp "Arc"', "80001.01", "12000.15", "92001.16"],
      ["Credit Note", "Mokoena, Thandi", "20/11/2026", "CN-2026-0002", "1000/000", "Credit on INV-2026-0007: =Lamp returned", "100.00", "15.00", "115.00"],
    ]);
    expect(SAGE_COLUMNS).toEqual(["Type", "Customer Reference", "Date", "Reference", "Ledger Account", "Details", "Net", "Tax", "Total"]);
  });
});

describe("toCsv", () => {
  it("keeps text that a spreadsheet would run as a formula as text, but not negative amounts", () => {
    expect(toCsv(["A", "B", "C"], [["=HYPERLINK(\"x\")", "-15.00", "@SUM(A1)"]])).toBe('A,B,C\r\n"\'=HYPERLINK(""x"")",-15.00,\'@SUM(A1)\r\n');
  });
});
