import type { Project, Quote } from "@atelier/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { quote, quoteId } from "@/features/quotes/test/quote-fixtures";
import { renderQuoteEditor } from "@/features/quotes/test/render-quote-editor";
import { cliftonVilla, job, jobId } from "@/test/fixtures";
import { sentBodies, type Routes as GatewayRoutes } from "@/test/gateway";

vi.mock("@/lib/socket", () => import("@/test/fake-socket"));

const quotePath = `/api/quotes/${quoteId}`;
const pdfSha256 = "a".repeat(64);

function openEditor(shown: Quote = quote(), { project = cliftonVilla, routes = {} }: { project?: Project; routes?: GatewayRoutes } = {}) {
  return renderQuoteEditor(shown, { [`GET /api/projects/${cliftonVilla.id}`]: () => Response.json(project), ...routes });
}

async function openSendDialog() {
  fireEvent.click(await screen.findByRole("button", { name: "Send to Client" }));
  return within(await screen.findByRole("dialog", { name: "Send to Client" }));
}

afterEach(() => vi.unstubAllGlobals());

describe("Send to client", () => {
  it("shows the client's name and e-mail before sending, and sends the message with the quote", async () => {
    const fetchMock = openEditor(quote(), {
      routes: {
        [`POST ${quotePath}/send`]: () => Response.json({ jobId }, { status: 202 }),
        [`GET /api/jobs/${jobId}`]: () => Response.json(job("completed", { progress: 100, result: { quoteId, sentTo: cliftonVilla.clientEmail, pdfSha256 } })),
      },
    });
    const dialog = await openSendDialog();

    expect(await dialog.findByText("Naledi Khumalo")).toBeTruthy();
    expect(dialog.getByText("naledi@example.co.za")).toBeTruthy();
    fireEvent.change(dialog.getByLabelText("Message (optional)"), { target: { value: "Here is the proposal we discussed." } });
    fireEvent.click(dialog.getByRole("button", { name: "Send Quote" }));

    expect(await screen.findByText("Quote Sent")).toBeTruthy();
    expect(screen.getByText("Q-2026-0007 was sent to naledi@example.co.za.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sentBodies(fetchMock, `POST ${quotePath}/send`)).toEqual([{ message: "Here is the proposal we discussed." }]);
  });

  it("says the project has no client e-mail and does not let the quote be sent", async () => {
    const fetchMock = openEditor(quote(), { project: { ...cliftonVilla, clientEmail: null } });
    const dialog = await openSendDialog();

    expect((await dialog.findByRole("alert")).textContent).toMatch(/This project has no client e-mail/);
    const send = dialog.getByRole("button", { name: "Send Quote" });
    expect(send.hasAttribute("disabled")).toBe(true);
    fireEvent.submit(send.closest("form")!);
    expect(sentBodies(fetchMock, `POST ${quotePath}/send`)).toEqual([]);
  });

  it("tells why the mail could not be sent when the job fails", async () => {
    openEditor(quote(), {
      routes: {
        [`POST ${quotePath}/send`]: () => Response.json({ jobId }, { status: 202 }),
        [`GET /api/jobs/${jobId}`]: () => Response.json(job("failed", { failedReason: "550 Mailbox unavailable" })),
      },
    });
    const dialog = await openSendDialog();
    await dialog.findByText("naledi@example.co.za");
    fireEvent.click(dialog.getByRole("button", { name: "Send Quote" }));

    expect(await screen.findByText("Send Failed")).toBeTruthy();
    expect(screen.getByText("Failed to send quote to client: 550 Mailbox unavailable")).toBeTruthy();
    expect(dialog.getByRole("button", { name: "Send Quote" }).hasAttribute("disabled")).toBe(false);
  });

  it("tells the server's reason when the quote cannot be sent at all", async () => {
    openEditor(quote(), {
      routes: { [`POST ${quotePath}/send`]: () => Response.json({ message: "A quote that is approved cannot be sent" }, { status: 409 }) },
    });
    const dialog = await openSendDialog();
    await dialog.findByText("naledi@example.co.za");
    fireEvent.click(dialog.getByRole("button", { name: "Send Quote" }));

    expect(await screen.findByText("Send Failed")).toBeTruthy();
    expect(screen.getByText("Failed to send quote to client: A quote that is approved cannot be sent")).toBeTruthy();
  });

  it("waits for unsaved edits to be saved, and says so", async () => {
    openEditor();
    await screen.findByLabelText("Quantity, Brass floor lamp");

    fireEvent.change(screen.getByLabelText("Quantity, Brass floor lamp"), { target: { value: "3" } });

    const send = await screen.findByRole("button", { name: "Send to Client" });
    expect(send.getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByText(/Save your changes first/)).toBeTruthy();
    fireEvent.click(send);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows where and when the quote was last sent, and why the latest try failed", async () => {
    openEditor(quote({ status: "sent", sentAt: "2026-11-23T09:30:00.000Z", sentTo: "naledi@example.co.za", sendFailedReason: "Connection timed out" }));

    expect(await screen.findByText("Sent to naledi@example.co.za on Nov 23, 2026")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Sending failed: Connection timed out");
    expect(screen.getByRole("button", { name: "Send Again" })).toBeTruthy();
  });

  it("offers no sending for an approved quote, but still its PDF", async () => {
    openEditor(quote({ status: "approved" }));

    expect(await screen.findByRole("button", { name: "Export PDF" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Send/ })).toBeNull();
  });
});

describe("Export PDF", () => {
  it("downloads the PDF under the server's file name", async () => {
    const createObjectURL = vi.fn(() => "blob:quote-pdf");
    vi.stubGlobal(
      "URL",
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    openEditor(quote({ status: "sent" }), {
      routes: {
        [`GET ${quotePath}/pdf`]: () => new Response("%PDF-1.7", { headers: { "Content-Type": "application/pdf", "Content-Disposition": 'attachment; filename="Q-2026-0007-v1.pdf"' } }),
      },
    });

    fireEvent.click(await screen.findByRole("button", { name: "Export PDF" }));

    expect(await screen.findByText("PDF Exported")).toBeTruthy();
    expect(screen.getByText("Q-2026-0007-v1.pdf is downloading.")).toBeTruthy();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe("Q-2026-0007-v1.pdf");
    expect(link.href).toBe("blob:quote-pdf");
    click.mockRestore();
  });

  it("tells the reason when the PDF cannot be exported", async () => {
    openEditor(quote(), { routes: { [`GET ${quotePath}/pdf`]: () => Response.json({ message: "The PDF could not be rendered" }, { status: 500 }) } });

    fireEvent.click(await screen.findByRole("button", { name: "Export PDF" }));

    expect(await screen.findByText("Export Failed")).toBeTruthy();
    expect(screen.getByText("The PDF could not be rendered")).toBeTruthy();
  });
});
