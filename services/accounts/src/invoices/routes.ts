import { downloads, endpoints } from "@atelier/contracts";
import { portal, staff, type DeclaredRoutes } from "@atelier/kit";
import type { AccountsRecords } from "../access/records";
import type { AccountsDeps } from "../config";
import { createCreditNoteRoute } from "../credit-notes/create-credit-note-route";
import { getCreditNotePdf } from "../credit-notes/get-credit-note-pdf";
import { getClientInvoicePdf } from "../invoice-pdf/get-client-invoice-pdf";
import { getInvoicePdf } from "../invoice-pdf/get-invoice-pdf";
import { billTimeRoute } from "./bill-time-route";
import { createInvoiceRoute } from "./create-invoice-route";
import { deleteInvoice } from "./delete-invoice";
import { getInvoice } from "./get-invoice";
import { issueInvoiceRoute } from "./issue-invoice-route";
import { pauseInvoiceReminders } from "../reminders/pause-invoice-reminders";
import { startInvoiceSendingRoute } from "../sending/start-invoice-sending-route";
import { listProjectInvoices } from "./list-project-invoices";
import { updateInvoiceRoute } from "./update-invoice-route";

/** A project's invoices: drafts made from its approved quotes or by hand, and issued for good. */
export function invoiceRoutes(routes: DeclaredRoutes, records: AccountsRecords, deps: AccountsDeps): void {
  routes.serve(endpoints.projectInvoices, staff(records.project), listProjectInvoices(deps));
  routes.serve(endpoints.createInvoice, staff(records.project), createInvoiceRoute(deps));
  routes.serve(endpoints.billTime, staff(records.project), billTimeRoute(deps));
  routes.serve(endpoints.invoice, staff(records.invoice), getInvoice(deps));
  routes.serve(endpoints.updateInvoice, staff(records.invoice), updateInvoiceRoute(deps));
  routes.serve(endpoints.deleteInvoice, staff(records.invoice), deleteInvoice(deps));
  routes.serve(endpoints.issueInvoice, staff(records.invoice), issueInvoiceRoute(deps));
  routes.serve(downloads.invoicePdf, staff(records.invoice), getInvoicePdf(deps));
  routes.serve(endpoints.sendInvoice, staff(records.invoice), startInvoiceSendingRoute(deps));
  routes.serve(endpoints.invoiceReminders, staff(records.invoice), pauseInvoiceReminders(deps));
  routes.serve(endpoints.createCreditNote, staff(records.invoice), createCreditNoteRoute(deps));
  routes.serve(downloads.creditNotePdf, staff(records.creditNote), getCreditNotePdf(deps));
  // The gateway turns the link's token into this portal caller before the request arrives.
  routes.serve(downloads.clientInvoicePdf, portal(records.clientInvoice, "invoiceId"), getClientInvoicePdf(deps));
}
