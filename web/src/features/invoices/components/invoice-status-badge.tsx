import { INVOICE_STATUS_LABELS, type Invoice, type InvoiceStatus } from "@atelier/contracts";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const TONES: Record<InvoiceStatus, BadgeTone> = { draft: "neutral", issued: "info", part_paid: "warning", paid: "success" };

/** Where an invoice stands; an unpaid one past its due date says Overdue in red. */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<Invoice, "status" | "overdue"> }) {
  if (invoice.overdue) return <Badge tone="danger">Overdue</Badge>;
  return <Badge tone={TONES[invoice.status]}>{INVOICE_STATUS_LABELS[invoice.status]}</Badge>;
}
