import { Badge, type BadgeTone } from "@/components/ui/badge";
import { humanize } from "@/lib/labels";

/**
 * One colour language for every status: an active project is highlighted; completed and approved are green,
 * scheduled and pending blue, in progress orange, cancelled red, anything else neutral (spec sections 3 and 4).
 */
const TONES: Partial<Record<string, BadgeTone>> = {
  active: "highlight",
  completed: "success",
  approved: "success",
  scheduled: "info",
  pending: "info",
  in_progress: "warning",
  cancelled: "danger",
};

/** `label` says the status in other words than its name, e.g. a quote's "Changes requested" for "rejected". */
export function StatusBadge({ status, label, className }: { status: string; label?: string; className?: string }) {
  return (
    <Badge tone={TONES[status] ?? "neutral"} className={className}>
      {label ?? humanize(status)}
    </Badge>
  );
}
