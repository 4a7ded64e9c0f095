import { PAYMENT_METHOD_LABELS } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { Card } from "@/components/ui/card";
import { useProjectPayments } from "@/features/invoices/queries/use-payments";
import { useStudioDates } from "@/lib/studio-time-zone";
import { RefundCreditDialog } from "./refund-credit-dialog";

/** The payments received, newest first, each with the invoices it settled, the client's credit with Refund Credit, and the refunds. Nothing while there are no payments. */
export function PaymentsCard({ projectId }: { projectId: string }) {
  const { data } = useProjectPayments(projectId);
  const { formatDate } = useStudioDates();
  if (!data || data.payments.length === 0) return null;
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg">Payments</h3>
        {Number(data.credit) > 0 && (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted-foreground">Client credit: {formatRand(data.credit)}</p>
            <RefundCreditDialog projectId={projectId} credit={data.credit} />
          </div>
        )}
      </div>
      <ul aria-label="Payments received" className="grid divide-y divide-border text-sm">
        {data.payments.map((payment) => (
          <li key={payment.id} className="flex items-start justify-between gap-4 py-2">
            <span className="grid min-w-0 gap-0.5">
              <span>
                {formatDate(payment.receivedOn)} · {PAYMENT_METHOD_LABELS[payment.method]}
                {payment.reference && ` · ${payment.reference}`}
              </span>
              <span className="text-xs break-words text-muted-foreground">
                {[...payment.allocations.map((allocation) => `${allocation.invoiceNumber} ${formatRand(allocation.amount)}`), ...(Number(payment.unallocated) > 0 ? [`credit ${formatRand(payment.unallocated)}`] : [])].join(" · ")}
              </span>
            </span>
            <span className="font-medium whitespace-nowrap tabular-nums">{formatRand(payment.amount)}</span>
          </li>
        ))}
      </ul>
      {data.refunds.length > 0 && (
        <ul aria-label="Refunds of credit" className="grid divide-y divide-border text-sm">
          {data.refunds.map((refund) => (
            <li key={refund.id} className="flex items-start justify-between gap-4 py-2">
              <span className="min-w-0 break-words">
                Refund {formatDate(refund.refundedOn)} · {PAYMENT_METHOD_LABELS[refund.method]}
                {refund.reference && ` · ${refund.reference}`}
              </span>
              <span className="font-medium whitespace-nowrap tabular-nums">−{formatRand(refund.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
