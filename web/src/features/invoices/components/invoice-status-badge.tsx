import { INVOICE_STATUS_LABELS, type Invoice, type InvoiceStatus } from "@atelier/contracts";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const TONES: Record<InvoiceStatus, BadgeTone> = { draft: "neutral", issued: "info", part_paid: "warning", paid: "success" };

/** Where an invoice stands; an unpaid one past its due date says Overdue in red, one credited in full Credited. */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<Invoice, "status" | "overdue" | "amountCredited" | "total"> }) {
  if (invoice.overdue) return <Badge tone="danger">Overdue</Badge>;
  // Credited in full: nothing is owed, though nothing may have been paid.
  if (invoice.status !== "draft" && Number(invoice.amountCredited) >= Number(invoice.total)) return <Badge tone="neutral">Credited</Badge>;
  return <Badge tone={TONES[invoice.status]}>{INVOICE_STATUS_LABELS[invoice.status]}</Badge>;
}
