import { PAYMENT_METHOD_LABELS } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { Card } from "@/components/ui/card";
import { useProjectPayments } from "@/features/invoices/queries/use-payments";
import { useStudioDates } from "@/lib/studio-time-zone";

/** The payments received, newest first, each with the invoices it settled, and the client's credit. Nothing while there are none. */
export function PaymentsCard({ projectId }: { projectId: string }) {
  const { data } = useProjectPayments(projectId);
  const { formatDate } = useStudioDates();
  if (!data || data.payments.length === 0) return null;
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg">Payments</h3>
        {Number(data.credit) > 0 && <p className="text-sm text-muted-foreground">Client credit: {formatRand(data.credit)}</p>}
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
    </Card>
  );
}
