import { downloadPath, downloads, INVOICE_RULES, type Invoice, type ProjectInvoices } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { Download, Stamp, Trash2 } from "lucide-react";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useDeleteInvoice, useIssueInvoice } from "@/features/invoices/queries/use-invoice-actions";
import { CreditNoteDialog } from "./credit-note-dialog";
import { EditInvoiceDialog } from "./edit-invoice-dialog";
import { SendInvoiceDialog } from "./send-invoice-dialog";

interface InvoiceActionsProps {
  invoice: Invoice;
  invoices: ProjectInvoices;
  client: { name: string | null; email: string | null };
}

/** What can be done with the invoice where it stands (INVOICE_RULES): a draft is edited, issued or deleted; an issued one downloaded and sent. */
export function InvoiceActions({ invoice, invoices, client }: InvoiceActionsProps) {
  const issue = useIssueInvoice(invoice);
  const remove = useDeleteInvoice(invoice);
  const can = (action: Parameters<typeof INVOICE_RULES.allows>[1]) => INVOICE_RULES.allows(invoice.status, action);
  return (
    <div className="flex flex-wrap gap-2">
      {can("edit") && <EditInvoiceDialog invoice={invoice} invoices={invoices} />}
      {can("issue") && (
        <ConfirmDialog
          title="Issue Invoice"
          description={`It takes the studio's next invoice number and is locked for good: after this only a credit note can reduce it. It comes to ${formatRand(invoice.total)}.`}
          confirmLabel="Issue Invoice"
          onConfirm={() => issue.mutate()}
          trigger={
            <Button className="min-h-11" disabled={issue.isPending}>
              <Stamp aria-hidden="true" />
              {issue.isPending ? "Issuing..." : "Issue"}
            </Button>
          }
        />
      )}
      {can("delete") && (
        <ConfirmDeleteDialog
          title="Delete Draft Invoice"
          name={`the draft of ${formatRand(invoice.total)}`}
          description="The draft goes, and what it billed of its quote is free to invoice again."
          onConfirm={() => remove.mutate()}
          trigger={
            <Button variant="ghost" className="min-h-11 text-destructive" disabled={remove.isPending}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          }
        />
      )}
      {can("print") && invoice.number && (
        <Button asChild variant="outline" className="min-h-11">
          <a href={downloadPath(downloads.invoicePdf, { invoiceId: invoice.id })} download={`${invoice.number}.pdf`}>
            <Download aria-hidden="true" />
            Download PDF
          </a>
        </Button>
      )}
      {can("send") && <SendInvoiceDialog invoice={invoice} client={client} />}
      {can("credit") && Number(invoice.amountCredited) < Number(invoice.total) && <CreditNoteDialog invoice={invoice} />}
    </div>
  );
}
