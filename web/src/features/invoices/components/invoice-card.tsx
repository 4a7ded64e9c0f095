import { downloadPath, downloads, INVOICE_KIND_LABELS, type Invoice, type ProjectInvoices } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { ChevronDown } from "lucide-react";
import { Card } from "@/components/ui/card";
import { useStudioDates } from "@/lib/studio-time-zone";
import { InvoiceActions } from "./invoice-actions";
import { InvoiceReminders } from "./invoice-reminders";
import { InvoiceStatusBadge } from "./invoice-status-badge";
import { InvoiceTotals } from "./invoice-totals";

interface InvoiceCardProps {
  invoice: Invoice;
  invoices: ProjectInvoices;
  client: { name: string | null; email: string | null };
}

/** One invoice: its number, kind, status and total at a glance; opened, its lines, figures, sending and actions. */
export function InvoiceCard({ invoice, invoices, client }: InvoiceCardProps) {
  const { formatDate, formatDateTime } = useStudioDates();
  const title = invoice.number ? `${invoice.documentTitle} ${invoice.number}` : `Draft ${INVOICE_KIND_LABELS[invoice.kind].toLowerCase()} invoice`;
  const dates = invoice.issueDate && invoice.dueDate ? `Issued ${formatDate(invoice.issueDate)} · due ${formatDate(invoice.dueDate)}` : "Not issued yet";
  return (
    <Card className="p-0">
      <details className="group" open={invoice.status === "draft"}>
        <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center justify-between gap-x-4 gap-y-2 p-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
          <span className="grid min-w-0 gap-0.5">
            <span className="font-medium break-words">{title}</span>
            <span className="text-xs text-muted-foreground">
              {INVOICE_KIND_LABELS[invoice.kind]}
              {invoice.quote && ` · quote ${invoice.quote.number}`} · {dates}
            </span>
          </span>
          <span className="flex items-center gap-3">
            <InvoiceStatusBadge invoice={invoice} />
            <span className="font-medium whitespace-nowrap tabular-nums">{formatRand(invoice.total)}</span>
            <ChevronDown className="size-4 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden="true" />
          </span>
        </summary>
        <div className="grid gap-4 border-t border-border p-4">
          <ul aria-label={`Lines of ${title}`} className="grid divide-y divide-border text-sm">
            {invoice.lines.map((line) => (
              <li key={line.id} className="flex items-start justify-between gap-4 py-2">
                <span className="grid min-w-0 gap-0.5">
                  <span className="break-words">{line.description}</span>
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {line.quantity} × {formatRand(line.unitPrice)}
                  </span>
                </span>
                <span className="whitespace-nowrap tabular-nums">{formatRand(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <InvoiceTotals totals={invoice} vatPercent={invoice.vatPercent} label={`Totals of ${title}`} />
          {invoice.status !== "draft" && (
            <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" aria-label={`Balance of ${title}`}>
              {Number(invoice.amountCredited) > 0 && (
                <>
                  <dt className="text-muted-foreground">Credited</dt>
                  <dd className="text-right tabular-nums">{formatRand(invoice.amountCredited)}</dd>
                </>
              )}
              <dt className="text-muted-foreground">Paid</dt>
              <dd className="text-right tabular-nums">{formatRand(invoice.amountPaid)}</dd>
              <dt className="font-medium">Balance due</dt>
              <dd className="text-right font-medium tabular-nums">{formatRand(invoice.balance)}</dd>
            </dl>
          )}
          {invoice.creditNotes.length > 0 && (
            <ul aria-label={`Credit notes of ${title}`} className="grid gap-1 text-sm text-muted-foreground">
              {invoice.creditNotes.map((note) => (
                <li key={note.id}>
                  <a className="font-medium text-foreground underline-offset-4 hover:underline" href={downloadPath(downloads.creditNotePdf, { creditNoteId: note.id })} download={`${note.number}.pdf`}>
                    Credit note {note.number}
                  </a>{" "}
                  ({formatDate(note.issueDate)}): {formatRand(note.total)}, {note.reason}
                </li>
              ))}
            </ul>
          )}
          {invoice.notes && <p className="text-sm whitespace-pre-line text-muted-foreground">{invoice.notes}</p>}
          {invoice.sentAt && invoice.sentTo && (
            <p className="text-sm text-muted-foreground">
              Sent to {invoice.sentTo} on {formatDateTime(invoice.sentAt)}.
            </p>
          )}
          {invoice.sendFailedReason && (
            <p role="alert" className="text-sm text-destructive">
              The last e-mail failed: {invoice.sendFailedReason}
            </p>
          )}
          {invoice.status !== "draft" && <InvoiceReminders invoice={invoice} />}
          <InvoiceActions invoice={invoice} invoices={invoices} client={client} />
        </div>
      </details>
    </Card>
  );
}
