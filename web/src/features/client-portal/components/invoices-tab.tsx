import { INVOICE_STATUS_LABELS, isOwing, type ClientPortal, type PortalInvoice } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { Download, Landmark, Receipt } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { invoicePdfPath, type PortalAccess } from "@/features/client-portal/api/client-portal-api";
import { useStudioDates } from "@/lib/studio-time-zone";
import { PaymentProofDialog } from "./payment-proof-dialog";
import { PaymentProofsList } from "./payment-proofs-list";
import { PortalEmptyState } from "./portal-empty-state";

type PortalMoney = Pick<ClientPortal, "invoices" | "balance" | "paymentDetails" | "paymentProofs">;

function InvoiceStatus({ invoice }: { invoice: PortalInvoice }) {
  if (invoice.overdue) return <Badge tone="danger">Overdue</Badge>;
  return <Badge tone={invoice.status === "paid" ? "success" : invoice.status === "part_paid" ? "warning" : "info"}>{INVOICE_STATUS_LABELS[invoice.status]}</Badge>;
}

/** Where to pay (the studio's account, once it has given one) and the reference that tells it which invoice a transfer is for. */
function HowToPay({ details, reference }: { details: ClientPortal["paymentDetails"]; reference: string }) {
  const rows: Array<[string, string | null]> = details
    ? [
        ["Bank", details.bankName],
        ["Account holder", details.accountHolder],
        ["Account number", details.accountNumber],
        ["Branch code", details.branchCode],
      ]
    : [];
  return (
    <div className="flex items-start gap-3 rounded-lg border border-border bg-muted/40 p-3 text-sm">
      <Landmark className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
      <div className="grid min-w-0 gap-2">
        {rows.length > 0 && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
            {rows.map(([label, value]) =>
              value ? (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="font-medium break-all">{value}</dd>
                </div>
              ) : null,
            )}
          </dl>
        )}
        <p className="font-medium">Use {reference} as your payment reference.</p>
      </div>
    </div>
  );
}

/** The client's invoices, newest first: what each asks and still needs, its PDF, and how to pay what is owed. */
export function InvoicesTab({ access, portal }: { access: PortalAccess; portal: PortalMoney }) {
  const { formatDate } = useStudioDates();
  if (portal.invoices.length === 0) {
    return <PortalEmptyState icon={Receipt} title="No Invoices Yet" description="Invoices from your designer will show here, with how to pay them." />;
  }
  const owing = portal.invoices.filter((invoice) => isOwing(invoice.status));
  return (
    <div className="grid gap-4">
      <Card className="flex flex-wrap items-baseline justify-between gap-2 p-4 sm:p-6">
        <p className="text-sm text-muted-foreground">Balance due</p>
        <p className="font-display text-2xl tabular-nums" aria-label={`Balance due ${formatRand(portal.balance)}`}>
          {formatRand(portal.balance)}
        </p>
      </Card>
      <ul className="grid gap-4" aria-label="Invoices">
        {portal.invoices.map((invoice) => (
          <li key={invoice.id}>
            <Card className="grid gap-3 p-4 sm:p-6">
              <article aria-labelledby={`invoice-${invoice.id}`} className="grid gap-3">
                <header className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 id={`invoice-${invoice.id}`} className="font-display text-xl">
                      {invoice.documentTitle} {invoice.number}
                    </h3>
                    <p className="text-sm text-muted-foreground">
                      Issued {formatDate(invoice.issueDate)} · due {formatDate(invoice.dueDate)}
                    </p>
                  </div>
                  <InvoiceStatus invoice={invoice} />
                </header>
                <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm sm:max-w-xs">
                  <dt className="text-muted-foreground">Total</dt>
                  <dd className="text-right tabular-nums">{formatRand(invoice.total)}</dd>
                  <dt className="text-muted-foreground">Paid</dt>
                  <dd className="text-right tabular-nums">{formatRand(invoice.amountPaid)}</dd>
                  <dt className="font-medium">Amount due</dt>
                  <dd className="text-right font-medium tabular-nums">{formatRand(invoice.balance)}</dd>
                </dl>
                {isOwing(invoice.status) && <HowToPay details={portal.paymentDetails} reference={invoice.number} />}
                <div className="flex flex-wrap gap-2">
                  <Button asChild variant="outline" className="min-h-11">
                    <a href={invoicePdfPath(access, invoice.id)} download>
                      <Download aria-hidden="true" />
                      Download PDF
                    </a>
                  </Button>
                  {isOwing(invoice.status) && <PaymentProofDialog access={access} invoices={owing} invoice={invoice} />}
                </div>
              </article>
            </Card>
          </li>
        ))}
      </ul>
      <PaymentProofsList proofs={portal.paymentProofs} />
    </div>
  );
}
