import { z } from "zod";
import type { VisitAction } from "./meetings";
import type { Permission } from "./permissions";

/**
 * The kinds of record whose changes the activity feed keeps, each with its name on screen and the permission a
 * member needs to see its entries (one who may not see a record's kind learns nothing of its changes either).
 */
export const ACTIVITY_RECORDS = {
  project: { label: "project", permission: "work.read" },
  room: { label: "room", permission: "work.read" },
  item: { label: "item", permission: "work.read" },
  quote: { label: "quote", permission: "work.read" },
  meeting: { label: "meeting", permission: "work.read" },
  milestone: { label: "timeline event", permission: "work.read" },
  photo: { label: "photo", permission: "work.read" },
  "voice-note": { label: "voice note", permission: "work.read" },
  installation: { label: "installation", permission: "work.read" },
  delivery: { label: "delivery", permission: "work.read" },
  production: { label: "production item", permission: "work.read" },
  "portal-link": { label: "portal link", permission: "work.read" },
  supplier: { label: "supplier", permission: "work.read" },
  "purchase-order": { label: "supplier order", permission: "costs.read" },
  budget: { label: "category budgets", permission: "costs.read" },
  "time-entry": { label: "time", permission: "work.read" },
  "fee-basis": { label: "fee basis", permission: "accounts.read" },
  invoice: { label: "invoice", permission: "accounts.read" },
  payment: { label: "payment", permission: "accounts.read" },
  "credit-note": { label: "credit note", permission: "accounts.read" },
  "payment-proof": { label: "proof of payment", permission: "accounts.read" },
  member: { label: "member", permission: "work.read" },
  invitation: { label: "invitation", permission: "team.manage" },
  settings: { label: "settings", permission: "studio.manage" },
} as const satisfies Record<string, { label: string; permission: Permission }>;
export type ActivityRecordType = keyof typeof ACTIVITY_RECORDS;
const RECORD_TYPES = Object.keys(ACTIVITY_RECORDS) as [ActivityRecordType, ...ActivityRecordType[]];

/** What was done to the record, as the feed says it ("Thandi Mokoena added item Velvet sofa"). */
export const ACTIVITY_ACTIONS = {
  created: "added",
  updated: "changed",
  deleted: "deleted",
  archived: "archived",
  restored: "restored",
  sent: "sent",
  approved: "approved",
  scheduled: "scheduled",
  started: "started",
  completed: "completed",
  confirmed: "confirmed",
  declined: "declined",
  issued: "issued",
  cancelled: "cancelled",
  billed: "billed",
  invited: "invited",
  joined: "joined",
  removed: "removed",
} as const;
export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;

/** What a visit's (a meeting's, an installation's) move is in the feed. */
export const VISIT_ACTIVITY: Record<VisitAction | "schedule", ActivityAction> = { schedule: "scheduled", edit: "updated", start: "started", complete: "completed", cancel: "cancelled" };

/**
 * Fields whose values are what the studio pays or earns on top: an entry's change of one is left out for a member
 * who may not see costs, as the record's own answers leave the field out.
 */
export const COST_FIELDS: ReadonlySet<string> = new Set(["costEstimate", "supplierQuote", "markupPercent", "unitCost"]);

/** One field's change, with its values as the screen showed them (null: empty). */
export const activityChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type ActivityChange = z.infer<typeof activityChangeSchema>;

export const ACTIVITY_ACTOR_KINDS = ["member", "client", "system"] as const;
export type ActivityActorKind = (typeof ACTIVITY_ACTOR_KINDS)[number];

export const activityEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  /** A member by name; the project's client; or Atelier itself, with the event or job it acted on (`cause`). */
  actor: z.object({ kind: z.enum(ACTIVITY_ACTOR_KINDS), userId: z.uuid().nullable(), name: z.string(), cause: z.string().nullable() }),
  projectId: z.uuid().nullable(),
  projectTitle: z.string().nullable(),
  record: z.object({ type: z.enum(RECORD_TYPES), id: z.uuid(), label: z.string() }),
  action: z.enum(Object.keys(ACTIVITY_ACTIONS) as [ActivityAction, ...ActivityAction[]]),
  changes: z.array(activityChangeSchema),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const ACTIVITY_PAGE_SIZE = 50;

/** A page of the feed, newest first; `after` names the last entry of the page before. */
export const activityQuerySchema = z.object({
  person: z.uuid("Person must be a member's id").optional(),
  record: z.enum(RECORD_TYPES, `Record must be one of: ${RECORD_TYPES.join(", ")}`).optional(),
  after: z.uuid("After must be an entry's id").optional(),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  /** The `after` of the next page; null on the last. */
  next: z.uuid().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** The feed's sentence for an entry, less its changes: "Thandi Mokoena changed item Velvet sofa". */
export const activitySentence = (entry: Pick<ActivityEntry, "actor" | "action" | "record">): string =>
  `${entry.actor.name} ${ACTIVITY_ACTIONS[entry.action]} ${ACTIVITY_RECORDS[entry.record.type].label} ${entry.record.label}`;
