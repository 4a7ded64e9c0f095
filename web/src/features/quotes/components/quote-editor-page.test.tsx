import { POLICY_REFUSALS, type Quote } from "@atelier/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { listedQuote, quote, quoteId } from "@/features/quotes/test/quote-fixtures";
import { renderQuoteEditor } from "@/features/quotes/test/render-quote-editor";
import { cliftonVilla } from "@/test/fixtures";
import { sentBodies, type Routes as GatewayRoutes } from "@/test/gateway";

vi.mock("@/lib/socket", () => import("@/test/fake-socket"));

const quotePath = `/api/quotes/${quoteId}`;

const openEditor = (shown: Quote = quote(), routes: GatewayRoutes = {}) => renderQuoteEditor(shown, routes);

const totals = () => within(screen.getByLabelText("Quote totals"));
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const groupNames = (title: string) =>
  within(screen.getByRole("region", { name: title }))
    .getAllByLabelText(/^Name, /)
    .map((field) => (field as HTMLInputElement).value);

describe("Quote editor", () => {
  it("groups the lines by room, labour apart, and totals them with 15% VAT", async () => {
    openEditor();

    expect(await screen.findByRole("heading", { level: 1, name: "Clifton Villa furnishings" })).toBeTruthy();
    expect(groupNames("Main Lounge")).toEqual(["Bouclé sofa", "Brass floor lamp"]);
    expect(groupNames("Main Bedroom")).toEqual(["Linen headboard"]);
    expect(groupNames("Labour")).toEqual(["Installation team"]);
    expect(totals().getByText("R 75,500.00")).toBeTruthy();
    expect(totals().getByText("R 11,325.00")).toBeTruthy();
    expect(totals().getByText("R 86,825.00")).toBeTruthy();
  });

  it("updates the line total and the totals as a quantity is typed", async () => {
    openEditor();
    await screen.findByLabelText("Quantity, Brass floor lamp");

    type("Quantity, Brass floor lamp", "3");

    const lamp = input("Quantity, Brass floor lamp").closest("tr");
    if (!lamp) throw new Error("the lamp's row is missing");
    expect(within(lamp).getByText("R 18,000.00")).toBeTruthy();
    expect(totals().getByText("R 81,500.00")).toBeTruthy();
    expect(totals().getByText("R 12,225.00")).toBeTruthy();
    expect(totals().getByText("R 93,725.00")).toBeTruthy();
  });

  it("keeps markup and unit price in step, whichever is typed", async () => {
    openEditor();
    await screen.findByLabelText("Markup %, Bouclé sofa");

    type("Markup %, Bouclé sofa", "30");
    expect(input("Unit price, Bouclé sofa").value).toBe("52000.00");
    expect(totals().getByText("R 77,500.00")).toBeTruthy();

    type("Unit price, Bouclé sofa", "60000");
    expect(input("Markup %, Bouclé sofa").value).toBe("50");
    expect(totals().getByText("R 85,500.00")).toBeTruthy();
  });

  it("adds a labour line to the Labour group, moves a line inside its room and removes one", async () => {
    openEditor();
    await screen.findByLabelText("Name, Bouclé sofa");

    expect(screen.getByRole("button", { name: "Move Bouclé sofa up" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Move Bouclé sofa down" }));
    expect(groupNames("Main Lounge")).toEqual(["Brass floor lamp", "Bouclé sofa"]);

    fireEvent.click(screen.getByRole("button", { name: "Add Labour Line" }));
    type("Name, line 5", "Curtain fitting");
    type("Unit cost, Curtain fitting", "800");
    expect(groupNames("Labour")).toEqual(["Installation team", "Curtain fitting"]);
    expect(totals().getByText("R 76,500.00")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Remove Linen headboard" }));
    expect(screen.queryByRole("region", { name: "Main Bedroom" })).toBeNull();
    expect(totals().getByText("R 67,500.00")).toBeTruthy();
  });

  it("saves the lines in the order shown and shows what the server priced", async () => {
    const saved = quote({ title: "Furnishings, revised", subtotal: "81500.00", vat: "12225.00", total: "93725.00" });
    const fetchMock = openEditor(quote(), { [`PUT ${quotePath}`]: () => Response.json(saved) });
    await screen.findByLabelText("Quantity, Brass floor lamp");

    type("Title", "Furnishings, revised");
    type("Quantity, Brass floor lamp", "3");
    fireEvent.click(screen.getByRole("button", { name: "Save Quote" }));

    expect(await screen.findByText("Quote Saved")).toBeTruthy();
    const [body] = sentBodies(fetchMock, `PUT ${quotePath}`);
    expect(body).toMatchObject({ title: "Furnishings, revised", validUntil: "2026-12-23" });
    expect(body).toHaveProperty("lines.1", { id: quote().lines[1]!.id, name: "Brass floor lamp", quantity: "3", unit: "each", unitCost: "4800.00", markupPercent: "25" });
    expect(body).toHaveProperty("lines.2.name", "Linen headboard");
  });

  it("shows each line's reasons beside its input, from the contract before sending and from the server after", async () => {
    const fetchMock = openEditor(quote(), {
      [`PUT ${quotePath}`]: () => Response.json({ message: "Validation failed", errors: { "lines.0.unitPrice": ["This price is too large"] } }, { status: 400 }),
    });
    await screen.findByLabelText("Quantity, Brass floor lamp");

    type("Quantity, Brass floor lamp", "0");
    fireEvent.click(screen.getByRole("button", { name: "Save Quote" }));
    expect(await screen.findByText("Quantity must be more than 0")).toBeTruthy();
    expect(input("Quantity, Brass floor lamp").getAttribute("aria-invalid")).toBe("true");
    expect(sentBodies(fetchMock, `PUT ${quotePath}`)).toEqual([]);

    type("Quantity, Brass floor lamp", "2");
    fireEvent.click(screen.getByRole("button", { name: "Save Quote" }));
    expect(await screen.findByText("This price is too large")).toBeTruthy();
    expect(input("Unit price, Bouclé sofa").getAttribute("aria-invalid")).toBe("true");
  });

  it("shows an approved quote read-only, says why, and offers neither Save nor Revise", async () => {
    openEditor(quote({ status: "approved" }));

    expect(await screen.findByText(/Approved quotes cannot change/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save Quote" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Revise" })).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(within(screen.getByRole("region", { name: "Main Lounge" })).getByText("Bouclé sofa")).toBeTruthy();
  });

  it("shows a draft to a member the studio keeps costs from without costs or markups, and without the editor", async () => {
    const { markupPercent: _markup, ...shown } = quote();
    const withoutCosts: Quote = { ...shown, lines: shown.lines.map(({ unitCost: _cost, markupPercent: _lineMarkup, ...line }) => line) };
    openEditor(withoutCosts);

    expect(await screen.findByText(`${POLICY_REFUSALS.pricing}.`)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save Quote" })).toBeNull();
    const lounge = within(screen.getByRole("region", { name: "Main Lounge" }));
    expect(lounge.getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Item", "Qty", "Unit", "Unit Price", "Line Total"]);
    expect(lounge.getByText("Bouclé sofa")).toBeTruthy();
  });

  it("shows who signed an approved quote, from where, the certificate, and what the client did in the portal, newest first", async () => {
    openEditor(quote({ status: "approved" }), {
      [`GET ${quotePath}/audit`]: () =>
        Response.json({
          approval: {
            id: "7d1f5b7e-2b9c-4c43-9a55-6f1f5c3e9a01",
            signedBy: "Thandi Mokoena",
            signedAt: "2026-11-23T08:15:00.000Z",
            quoteVersion: 1,
            ipAddress: "198.51.100.40",
            userAgent: "Mobile Safari",
            pdfSha256: "a".repeat(64),
            signatureSha256: "b".repeat(64),
            consentStatement: "I approve.",
          },
          entries: [
            { id: "0b6d8c52-5a59-4c1b-8f4e-1f7a9d3e2c10", action: "viewed", at: "2026-11-23T08:00:00.000Z", actor: null, ipAddress: "198.51.100.40", userAgent: "Mobile Safari", comment: null },
            { id: "0b6d8c52-5a59-4c1b-8f4e-1f7a9d3e2c11", action: "approved", at: "2026-11-23T08:15:00.000Z", actor: "Thandi Mokoena", ipAddress: "198.51.100.40", userAgent: "Mobile Safari", comment: null },
          ],
        }),
    });

    expect(await screen.findByText("Approved and signed · Thandi Mokoena")).toBeTruthy();
    const card = within(screen.getByRole("heading", { name: "Client Approval" }).closest("div")!.parentElement!);
    expect(card.getByText("198.51.100.40")).toBeTruthy();
    expect(card.getByRole("link", { name: "Download certificate" }).getAttribute("href")).toBe(`${quotePath}/certificate`);
    const acts = within(screen.getByRole("list", { name: "Portal activity" })).getAllByRole("listitem");
    expect(acts.map((act) => act.querySelector("span")?.textContent)).toEqual(["Approved and signed · Thandi Mokoena", "Viewed in the portal"]);
  });

  it("revises a sent quote into a new draft version and opens it", async () => {
    const revisionId = "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
    const revision = quote({ id: revisionId, version: 2, status: "draft" });
    const fetchMock = openEditor(quote({ status: "sent" }), {
      [`POST ${quotePath}/revise`]: () => Response.json(revision, { status: 201 }),
      [`GET /api/quotes/${revisionId}`]: () => Response.json(revision),
    });

    fireEvent.click(await screen.findByRole("button", { name: "Revise" }));

    // Waiting on text, not a role: each role query walks the whole editor's accessibility tree, so polling for one
    // can use up the wait on a busy machine before the draft has had a chance to render.
    expect(await screen.findByText("Version 2 of Q-2026-0007 is a draft to edit.")).toBeTruthy();
    await screen.findByText("Save Quote");
    expect(screen.getByRole("button", { name: "Save Quote" })).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${quotePath}/revise`)).toHaveLength(1);
  });

  it("says a client's request for changes in those words, and keeps their comment in view on the version that answers it", async () => {
    const asked = { version: 1, comment: "Could the sofa be in the olive bouclé?\nAnd drop the lamp.", requestedBy: "Thandi Mokoena", at: "2026-11-24T08:30:00.000Z" };
    openEditor(quote({ version: 2, changesRequested: asked }));

    const notice = await screen.findByRole("region", { name: "Changes requested" });
    expect(notice.textContent).toContain("Changes requested on version 1 by Thandi Mokoena");
    expect(within(notice).getByText(/olive bouclé/).textContent).toBe(asked.comment);
  });

  it("labels a quote the client asked to change 'Changes requested', not 'Rejected'", async () => {
    openEditor(quote({ status: "rejected", changesRequested: { version: 1, comment: "Less brass", requestedBy: null, at: "2026-11-24T08:30:00.000Z" } }));

    expect((await screen.findAllByText("Changes requested")).length).toBeGreaterThan(0);
    expect(screen.queryByText("Rejected")).toBeNull();
    expect(screen.getByText(/has the client's request for changes, so it is read-only/)).toBeTruthy();
  });

  it("lists the quote's versions, each one a link", async () => {
    const earlierId = "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
    openEditor(quote({ version: 2 }), {
      [`GET /api/projects/${cliftonVilla.id}/quotes`]: () =>
        Response.json([
          listedQuote({
            version: 2,
            versions: [
              { id: quoteId, version: 2, status: "draft", total: "86825.00", createdAt: "2026-11-23T08:00:00.000Z" },
              { id: earlierId, version: 1, status: "superseded", total: "80000.00", createdAt: "2026-11-20T08:00:00.000Z" },
            ],
          }),
        ]),
    });

    const earlier = await screen.findByRole("link", { name: /Version 1/ });
    expect(earlier.getAttribute("href")).toBe(`/projects/${cliftonVilla.id}/quotes/${earlierId}`);
    expect(within(earlier).getByText("R 80,000.00")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Version 2/ }).getAttribute("aria-current")).toBe("page");
  });
});
