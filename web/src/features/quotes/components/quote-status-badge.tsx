import { QUOTE_STATUS_LABELS, type QuoteStatus } from "@atelier/contracts";
import { Badge, type BadgeTone } from "@/components/ui/badge";

/** An approved quote is highlighted (spec section 3); the others read at a glance by colour. */
const TONES: Record<QuoteStatus, BadgeTone> = {
  draft: "neutral",
  sent: "info",
  approved: "highlight",
  rejected: "danger",
  expired: "warning",
  superseded: "neutral",
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <Badge tone={TONES[status]}>{QUOTE_STATUS_LABELS[status]}</Badge>;
}
