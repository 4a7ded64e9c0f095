import type { NotificationKind } from "@atelier/contracts";

/** What each kind of notification is about, as the preferences list names it. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  quote_approved: "A client approves a quote",
  quote_changes_requested: "A client asks for changes to a quote",
  quote_viewed: "A client first views a quote",
  job_failed: "One of your jobs fails",
  voice_note_processed: "Your voice note is processed",
  item_overdue: "An item is overdue",
  meeting_tomorrow: "A meeting starts within a day",
  visit_delayed: "A delivery or installation is delayed",
  payment_proof_uploaded: "A client uploads a proof of payment",
  invoice_overdue: "An invoice falls overdue",
};
