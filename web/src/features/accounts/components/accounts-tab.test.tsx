import type { Invoice, ProjectInvoices } from "@atelier/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { cliftonVilla } from "@/test/fixtures";
import { sentBodies, serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { AccountsTab } from "./accounts-tab";

vi.mock("@/lib/socket", () => import("@/test/fake-socket"));

const listPath = `/api/projects/${cliftonVilla.id}/invoices`;
const invoiceId = "8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968";
const quoteId = "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";

const approvedQuote: ProjectInvoices["billableQuotes"][number] = {
  id: quoteId,
  number: "Q-2026-0042",
  title: "Living areas",
  subtotal: "80001.01",
  invoiced: "0.00",
  invoicedVat: "0.00",
  remaining: "80001.01",
  lines: [{ id: "6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9e", name: "Sofa", roomName: "Lounge", quantity: 2, unitPrice: "35000.00", lineTotal: "70000.00", invoiced: false }],
};

function invoice(status: Invoice["status"]): Invoice {
  const issued = status !== "draft";
  return {
    id: invoiceId,
    projectId: cliftonVilla.id,
    kind: "deposit",
    number: issued ? "INV-2026-0001" : null,
    status,
    documentTitle: "Tax Invoice",
    quote: { id: quoteId, number: "Q-2026-0042", title: "Living areas" },
    percent: "50.00",
    notes: null,
    vatPercent: "15.00",
    subtotal: "40000.51",
    vat: "6000.08",
    total: "46000.59",
    amountPaid: "0.00",
    amountCredited: "0.00",
    balance: "46000.59",
    issueDate: issued ? "2026-11-27" : null,
    dueDate: issued ? "2026-12-04" : null,
    overdue: false,
    sentAt: null,
    sentTo: null,
    sendFailedReason: null,
    lines: [{ id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d", description: "Deposit of 50% on quote Q-2026-0042 (Living areas)", quantity: 1, unitPrice: "40000.51", lineTotal: "40000.51", quoteLineId: null }],
    creditNotes: [],
    reminders: [],
    remindersPaused: false,
    createdAt: "2026-11-27T08:00:00.000Z",
    updatedAt: "2026-11-27T08:00:00.000Z",
  };
}

const listing = (invoices: Invoice[]): ProjectInvoices => ({ invoices, billableQuotes: [approvedQuote], vatPercent: "15.00", depositPercent: "50.00" });

const renderTab = () => renderWithProviders(<AccountsTab project={{ id: cliftonVilla.id, clientName: "Thandi Mokoena", clientEmail: "thandi@example.co.za" }} />);

describe("AccountsTab", () => {
  it("says what an empty project's invoices will be, with Create Invoice ready", async () => {
    serve({ [`GET ${listPath}`]: () => Response.json(listing([])) });
    renderTab();

    expect(await screen.findByText("No invoices yet")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create Invoice" }).getAttribute("aria-disabled")).toBeNull();
    expect(screen.getByRole("button", { name: "Payment Tracking" }).getAttribute("aria-disabled")).toBeNull();
  });

  it("drafts a fee invoice with its totals worked out as the lines are typed, and sends only the fee's fields", async () => {
    const fetchMock = serve({
      [`GET ${listPath}`]: () => Response.json(listing([])),
      [`POST ${listPath}`]: () => Response.json({ ...invoice("draft"), kind: "fee", quote: null, percent: null }, { status: 201 }),
    });
    renderTab();

    fireEvent.click(await screen.findByRole("button", { name: "Create Invoice" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Invoice" });
    fireEvent.change(within(dialog).getByLabelText("Kind"), { target: { value: "fee" } });
    fireEvent.change(within(dialog).getByLabelText("Description, line 1"), { target: { value: "Design fee: concept" } });
    fireEvent.change(within(dialog).getByLabelText("Qty"), { target: { value: "2.5" } });
    fireEvent.change(within(dialog).getByLabelText("Unit price"), { target: { value: "1 200,00" } });
    const totals = within(dialog).getByLabelText("Draft totals");
    expect(totals.textContent).toContain("R 3,000.00");
    expect(totals.textContent).toContain("R 450.00");
    expect(totals.textContent).toContain("R 3,450.00");

    fireEvent.click(within(dialog).getByRole("button", { name: "Create Draft" }));
    expect(await screen.findByText("Invoice Drafted")).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${listPath}`)).toEqual([{ kind: "fee", lines: [{ description: "Design fee: concept", quantity: "2.5", unitPrice: "1 200,00" }] }]);
  });

  it("explains a line it cannot read and sends nothing", async () => {
    const fetchMock = serve({ [`GET ${listPath}`]: () => Response.json(listing([])) });
    renderTab();

    fireEvent.click(await screen.findByRole("button", { name: "Create Invoice" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Invoice" });
    fireEvent.change(within(dialog).getByLabelText("Kind"), { target: { value: "fee" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Draft" }));

    expect(await within(dialog).findByText("Description is required")).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${listPath}`)).toEqual([]);
  });

  it("issues a draft only once it is confirmed", async () => {
    const fetchMock = serve({
      [`GET ${listPath}`]: () => Response.json(listing([invoice("draft")])),
      [`POST /api/invoices/${invoiceId}/issue`]: () => Response.json(invoice("issued")),
    });
    renderTab();

    fireEvent.click(await screen.findByRole("button", { name: "Issue" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Issue Invoice" });
    expect(confirm.textContent).toContain("R 46,000.59");
    expect(sentBodies(fetchMock, `POST /api/invoices/${invoiceId}/issue`)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole("button", { name: "Issue Invoice" }));
    expect(await screen.findByText("Invoice Issued")).toBeTruthy();
    expect(sentBodies(fetchMock, `POST /api/invoices/${invoiceId}/issue`)).toHaveLength(1);
  });

  it("shows an issued invoice's balance, its PDF, and who Send to Client mails", async () => {
    const fetchMock = serve({
      [`GET ${listPath}`]: () => Response.json(listing([invoice("issued")])),
      [`POST /api/invoices/${invoiceId}/send`]: () => Response.json({ jobId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d" }, { status: 202 }),
    });
    renderTab();

    fireEvent.click(await screen.findByText("Tax Invoice INV-2026-0001"));
    expect(screen.getByRole("link", { name: "Download PDF" }).getAttribute("href")).toBe(`/api/invoices/${invoiceId}/pdf`);
    expect(screen.getByLabelText("Balance of Tax Invoice INV-2026-0001").textContent).toContain("R 46,000.59");

    fireEvent.click(screen.getByRole("button", { name: "Send to Client" }));
    const dialog = await screen.findByRole("dialog", { name: "Send to Client" });
    expect(dialog.textContent).toContain("Thandi Mokoena");
    expect(dialog.textContent).toContain("thandi@example.co.za");
    expect(dialog.textContent).toContain("INV-2026-0001, R 46,000.59 due");
    fireEvent.change(within(dialog).getByLabelText("Message (optional)"), { target: { value: "With thanks" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send Invoice" }));
    await vi.waitFor(() => expect(sentBodies(fetchMock, `POST /api/invoices/${invoiceId}/send`)).toEqual([{ message: "With thanks" }]));
  });

  it("records a payment against the invoice chosen, up to what it owes, the rest kept as credit", async () => {
    const fetchMock = serve({
      [`GET ${listPath}`]: () => Response.json(listing([invoice("issued")])),
      [`GET ${listPath.replace("invoices", "payments")}`]: () => Response.json({ payments: [], credit: "0.00" }),
      [`POST ${listPath.replace("invoices", "payments")}`]: () =>
        Response.json(
          { id: "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a", projectId: cliftonVilla.id, amount: "50000.00", receivedOn: "2026-11-27", method: "eft", reference: null, allocations: [{ invoiceId, invoiceNumber: "INV-2026-0001", amount: "46000.59" }], unallocated: "3999.41", createdAt: "2026-11-27T08:00:00.000Z" },
          { status: 201 },
        ),
    });
    renderTab();

    fireEvent.click(await screen.findByRole("button", { name: "Payment Tracking" }));
    const dialog = await screen.findByRole("dialog", { name: "Record Payment" });
    fireEvent.change(within(dialog).getByLabelText("Amount"), { target: { value: "50 000" } });
    fireEvent.change(within(dialog).getByLabelText("Apply To"), { target: { value: invoiceId } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Record Payment" }));

    expect(await screen.findByText("Payment Recorded")).toBeTruthy();
    expect(screen.getByText("R 50,000.00 received. R 3,999.41 is kept as the client's credit.")).toBeTruthy();
    const [sent] = sentBodies(fetchMock, `POST ${listPath.replace("invoices", "payments")}`) as Array<Record<string, unknown>>;
    expect(sent).toMatchObject({ amount: "50000.00", method: "eft", allocations: [{ invoiceId, amount: "46000.59" }] });
  });

  it("issues a credit note against an issued invoice with its reason and amount before VAT", async () => {
    const fetchMock = serve({
      [`GET ${listPath}`]: () => Response.json(listing([invoice("issued")])),
      [`POST /api/invoices/${invoiceId}/credit-notes`]: () =>
        Response.json({ id: "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b", invoiceId, number: "CN-2026-0001", reason: "Returned lamp", issueDate: "2026-11-28", subtotal: "2000.00", vat: "300.00", total: "2300.00", createdAt: "2026-11-28T08:00:00.000Z" }, { status: 201 }),
    });
    renderTab();

    fireEvent.click(await screen.findByText("Tax Invoice INV-2026-0001"));
    fireEvent.click(screen.getByRole("button", { name: "Credit Note" }));
    const dialog = await screen.findByRole("dialog", { name: "Credit Note" });
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Returned lamp" } });
    fireEvent.change(within(dialog).getByLabelText("Amount (excl. VAT)"), { target: { value: "2 000" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Issue Credit Note" }));

    expect(await screen.findByText("CN-2026-0001 takes R 2,300.00 off INV-2026-0001.")).toBeTruthy();
    expect(sentBodies(fetchMock, `POST /api/invoices/${invoiceId}/credit-notes`)).toEqual([{ reason: "Returned lamp", amount: "2000.00" }]);
  });
});
