import { APPROVAL_CONSENT_STATEMENTS, QUOTE_NOT_SIGNABLE_MESSAGES } from "@atelier/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DRAWN_PNG, drawStroke, fakeCanvas } from "@/test/fake-canvas";
import { portalAccess, portalPath, sentQuote } from "@/features/client-portal/test/portal-fixtures";
import { sentBodies, serve, type Routes } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { ApproveQuoteDialog } from "./approve-quote-dialog";

const approvePath = `POST ${portalPath}/quotes/${sentQuote.id}/approve`;
const approval = { id: "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a", quoteId: sentQuote.id, signedBy: "Pieter van der Merwe", signedAt: "2026-11-23T08:30:00.000Z", quoteVersion: 2 };

function openDialog(routes: Routes = {}) {
  fakeCanvas();
  const fetchMock = serve(routes);
  renderWithProviders(<ApproveQuoteDialog access={portalAccess} quote={sentQuote} />);
  fireEvent.click(screen.getByRole("button", { name: "Approve Quote" }));
  const dialog = screen.getByRole("dialog", { name: "Digital Signature Required" });
  const inDialog = within(dialog);
  return {
    fetchMock,
    dialog: inDialog,
    complete: () => inDialog.getByRole("button", { name: "Complete" }) as HTMLButtonElement,
    draw: () => drawStroke(inDialog.getByTestId("signature-pad")),
    typeName: (name: string) => fireEvent.change(inDialog.getByLabelText("Full name"), { target: { value: name } }),
    consent: () => fireEvent.click(inDialog.getByRole("checkbox")),
  };
}

describe("the 'Digital Signature Required' modal", () => {
  it("is Pending until a stroke is drawn, then Signed, and Clear makes it Pending again", () => {
    const modal = openDialog();
    expect(modal.dialog.getByText("Pending")).toBeTruthy();

    modal.draw();
    expect(modal.dialog.getByText("Signed")).toBeTruthy();

    fireEvent.click(modal.dialog.getByRole("button", { name: "Clear" }));
    expect(modal.dialog.getByText("Pending")).toBeTruthy();
  });

  it("keeps Complete disabled until the signature is drawn, the full name typed and the consent ticked", () => {
    const modal = openDialog();
    expect(modal.dialog.getByText(/I have read this quote and approve it/)).toBeTruthy();
    expect(modal.complete().disabled).toBe(true);

    modal.draw();
    expect(modal.complete().disabled).toBe(true);
    modal.typeName("   ");
    modal.consent();
    expect(modal.complete().disabled).toBe(true);
    modal.typeName("Pieter van der Merwe");
    expect(modal.complete().disabled).toBe(false);
    modal.consent();
    expect(modal.complete().disabled).toBe(true);
  });

  it("sends the drawn PNG, the typed name and the consent, then closes and refetches the portal", async () => {
    const modal = openDialog({ [approvePath]: () => Response.json(approval, { status: 201 }) });
    modal.draw();
    modal.typeName("  Pieter van der Merwe ");
    modal.consent();
    fireEvent.click(modal.complete());

    expect(await screen.findByText("Quote Approved")).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Digital Signature Required" })).toBeNull();
    expect(sentBodies(modal.fetchMock, approvePath)).toEqual([{ signatureData: DRAWN_PNG, signedBy: "Pieter van der Merwe", consent: true, signatureMethod: "drawn" }]);
  });

  it("lets a client who cannot draw sign with their typed name, shown as a signature, under the consent for typing it", async () => {
    const modal = openDialog({ [approvePath]: () => Response.json(approval, { status: 201 }) });
    fireEvent.click(modal.dialog.getByRole("radio", { name: "Type my name as my signature" }));
    expect(modal.dialog.queryByTestId("signature-pad")).toBeNull();
    expect(modal.dialog.getByText(APPROVAL_CONSENT_STATEMENTS.typed)).toBeTruthy();
    modal.consent();
    expect(modal.complete().disabled).toBe(true);

    modal.typeName(" Pieter van der Merwe ");
    expect(modal.dialog.getByRole("img", { name: "Your signature: Pieter van der Merwe, in a signature's hand" }).getAttribute("src")).toBe(DRAWN_PNG);
    fireEvent.click(modal.complete());

    expect(await screen.findByText("Quote Approved")).toBeTruthy();
    expect(sentBodies(modal.fetchMock, approvePath)).toEqual([{ signatureData: DRAWN_PNG, signedBy: "Pieter van der Merwe", consent: true, signatureMethod: "typed" }]);
  });

  it("shows the server's reason in the modal when the quote can no longer be signed, and stays open", async () => {
    const modal = openDialog({ [approvePath]: () => Response.json({ message: QUOTE_NOT_SIGNABLE_MESSAGES.superseded }, { status: 409 }) });
    modal.draw();
    modal.typeName("Pieter van der Merwe");
    modal.consent();
    fireEvent.click(modal.complete());

    expect((await modal.dialog.findByRole("alert")).textContent).toBe(QUOTE_NOT_SIGNABLE_MESSAGES.superseded);
    expect(screen.getByRole("dialog", { name: "Digital Signature Required" })).toBeTruthy();
  });

  it("shows each field's reason from a 400 beside its field", async () => {
    const modal = openDialog({
      [approvePath]: () =>
        Response.json(
          { message: "Please check the highlighted fields", errors: { signatureData: ["Please draw your signature in the box"], signedBy: ["Please type your full name"] } },
          { status: 400 },
        ),
    });
    modal.draw();
    modal.typeName("P");
    modal.consent();
    fireEvent.click(modal.complete());

    expect((await modal.dialog.findByRole("alert")).textContent).toBe("Please check the highlighted fields");
    await waitFor(() => expect(modal.dialog.getByText("Please draw your signature in the box")).toBeTruthy());
    expect(modal.dialog.getByLabelText("Full name").getAttribute("aria-invalid")).toBe("true");
    expect(modal.dialog.getByText("Please type your full name")).toBeTruthy();
  });

  it("says so when the answer is no message at all, such as a dropped connection", async () => {
    const modal = openDialog({ [approvePath]: () => new Response("", { status: 502 }) });
    modal.draw();
    modal.typeName("Pieter van der Merwe");
    modal.consent();
    fireEvent.click(modal.complete());

    expect((await modal.dialog.findByRole("alert")).textContent).toBe("Your signature could not be saved. Please try again.");
  });

  it("closes unsigned with Cancel or Escape, sending nothing", () => {
    const modal = openDialog();
    fireEvent.click(modal.dialog.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Approve Quote" }));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(modal.fetchMock).not.toHaveBeenCalled();
  });
});
