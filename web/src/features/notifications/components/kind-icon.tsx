import type { NotificationKind } from "@atelier/contracts";
import { Banknote, CalendarClock, CircleCheck, Clock, Eye, MessageSquare, Mic, TriangleAlert, Truck, type LucideIcon } from "lucide-react";

const ICONS: Record<NotificationKind, LucideIcon> = {
  quote_approved: CircleCheck,
  quote_changes_requested: MessageSquare,
  quote_viewed: Eye,
  job_failed: TriangleAlert,
  voice_note_processed: Mic,
  item_overdue: Clock,
  meeting_tomorrow: CalendarClock,
  visit_delayed: Truck,
  payment_proof_uploaded: Banknote,
  invoice_overdue: Clock,
};

export function KindIcon({ kind }: { kind: NotificationKind }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden="true" className={kind === "job_failed" ? "mt-0.5 size-4 shrink-0 text-destructive" : "mt-0.5 size-4 shrink-0 text-muted-foreground"} />;
}
