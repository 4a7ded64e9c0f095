/** One table of the studio's data as the export writes it: its rows of the studio, less what is secret. */
export interface ExportedEntity {
  /** The table, and the file names in the ZIP (data/<table>.json, csv/<table>.csv). */
  table: string;
  /** The studio's rows, `$1` being the studio's id. */
  where: string;
  /** Columns left out: hashes of passwords and of link tokens, which are no one's to take away. */
  omit?: readonly string[];
}

const OF_STUDIO = "studio_id = $1::uuid";
const OF_PROJECTS = "project_id IN (SELECT id FROM projects WHERE studio_id = $1::uuid)";
const under = (column: string, parentTable: string) => `${column} IN (SELECT id FROM ${parentTable} WHERE studio_id = $1::uuid)`;
const OF_ROOMS = "room_id IN (SELECT r.id FROM rooms r JOIN projects p ON p.id = r.project_id WHERE p.studio_id = $1::uuid)";
const OF_MEETINGS = "meeting_id IN (SELECT m.id FROM meetings m JOIN projects p ON p.id = m.project_id WHERE p.studio_id = $1::uuid)";

/**
 * Every table that holds the studio's data, parents before the rows that name them, so an import can restore them
 * in this order. Left out: sessions and password resets, notifications and their preferences (each person's own),
 * jobs, the outbox and earlier exports (the machinery, not the studio's records).
 */
export const EXPORTED_ENTITIES: readonly ExportedEntity[] = [
  { table: "studios", where: "id = $1::uuid" },
  { table: "studio_sequences", where: OF_STUDIO },
  { table: "users", where: OF_STUDIO, omit: ["password_hash"] },
  { table: "team_invitations", where: OF_STUDIO, omit: ["token_hash"] },
  { table: "suppliers", where: OF_STUDIO },
  { table: "projects", where: OF_STUDIO },
  { table: "portal_tokens", where: OF_PROJECTS, omit: ["token_hash"] },
  { table: "rooms", where: OF_PROJECTS },
  { table: "voice_notes", where: OF_ROOMS },
  { table: "room_items", where: OF_ROOMS },
  { table: "images", where: OF_PROJECTS },
  { table: "meetings", where: OF_PROJECTS },
  { table: "meeting_attendees", where: OF_MEETINGS },
  { table: "meeting_follow_ups", where: OF_MEETINGS },
  { table: "installations", where: OF_PROJECTS },
  { table: "timeline_events", where: OF_PROJECTS },
  { table: "quotes", where: OF_STUDIO },
  { table: "quote_lines", where: under("quote_id", "quotes") },
  { table: "category_budgets", where: OF_PROJECTS },
  { table: "approvals", where: OF_PROJECTS },
  { table: "quote_audit_events", where: OF_PROJECTS },
  { table: "production_items", where: OF_PROJECTS },
  { table: "purchase_orders", where: OF_STUDIO },
  { table: "purchase_order_lines", where: under("purchase_order_id", "purchase_orders") },
  { table: "deliveries", where: OF_STUDIO },
  { table: "delivery_items", where: under("delivery_id", "deliveries") },
  { table: "invoices", where: OF_STUDIO },
  { table: "invoice_lines", where: under("invoice_id", "invoices") },
  { table: "invoice_reminders", where: under("invoice_id", "invoices") },
  { table: "credit_notes", where: OF_STUDIO },
  { table: "credit_note_lines", where: under("credit_note_id", "credit_notes") },
  { table: "payments", where: OF_STUDIO },
  { table: "payment_allocations", where: under("payment_id", "payments") },
  { table: "refunds", where: OF_STUDIO },
  { table: "payment_proofs", where: OF_STUDIO },
  { table: "time_entries", where: OF_PROJECTS },
  { table: "project_fees", where: OF_PROJECTS },
  { table: "accounting_exports", where: OF_STUDIO },
  { table: "exported_documents", where: under("export_id", "accounting_exports") },
  { table: "activity_entries", where: OF_STUDIO },
];
