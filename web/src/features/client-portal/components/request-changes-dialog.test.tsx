import { QUOTE_NOT_SIGNABLE_MESSAGES } from "@atelier/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { portalAccess, portalPath, sentQuote } from "@/features/client-portal/test/portal-fixtures";
import { sentBodies, serve, type Routes } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { RequestChangesDialog } from "./request-changes-dialog";

const requestPath = `POST ${portalPath}/quotes/${sentQuote.id}/request-changes`;

function openDialog(routes: Routes = {}) {
  const fetchMock = serve(routes);
  renderWithProviders(<RequestChangesDialog access={portalAccess} quote={sentQuote} />);
  fireEvent.click(screen.getByRole("button", { name: "Request Changes" }));
  const dialog = within(screen.getByRole("dialog", { name: "Request Changes" }));
  return { fetchMock, dialog, send: () => dialog.getByRole("button", { name: "Send Request" }) as HTMLButtonElement };
}

describe("asking for changes to a quote", () => {
  it("waits for a comment, then sends it with the name given and closes", async () => {
    const { fetchMock, dialog, send } = openDialog({ [requestPath]: () => new Response(null, { status: 204 }) });
    expect(send().disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText("What would you like changed?"), { target: { value: " Oak instead of walnut, please. " } });
    fireEvent.change(dialog.getByLabelText("Your name (optional)"), { target: { value: "Pieter" } });
    fireEvent.click(send());

    expect(await screen.findByText("Changes Requested")).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Request Changes" })).toBeNull();
    expect(sentBodies(fetchMock, requestPath)).toEqual([{ comment: "Oak instead of walnut, please.", requestedBy: "Pieter" }]);
  });

  it("shows the server's reason when the quote can no longer change, and stays open", async () => {
    const { dialog, send } = openDialog({ [requestPath]: () => Response.json({ message: QUOTE_NOT_SIGNABLE_MESSAGES.approved }, { status: 409 }) });
    fireEvent.change(dialog.getByLabelText("What would you like changed?"), { target: { value: "Oak, please." } });
    fireEvent.click(send());

    expect((await dialog.findByRole("alert")).textContent).toBe(QUOTE_NOT_SIGNABLE_MESSAGES.approved);
    expect(screen.getByRole("dialog", { name: "Request Changes" })).toBeTruthy();
  });
});
