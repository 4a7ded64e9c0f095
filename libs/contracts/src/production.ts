import { z } from "zod";

/** The order an item is made in (spec section 3); the spec's "other" is only a display fallback. */
export const PRODUCTION_STATUSES = ["pending", "in_production", "quality_check", "ready", "completed"] as const;
export type ProductionStatus = (typeof PRODUCTION_STATUSES)[number];

/**
 * Where each status may go next: forward one step, and back from quality check to production when an
 * item fails its check. Anything else is a 409.
 */
export const PRODUCTION_TRANSITIONS: Record<ProductionStatus, readonly ProductionStatus[]> = {
  pending: ["in_production"],
  in_production: ["quality_check"],
  quality_check: ["ready", "in_production"],
  ready: ["completed"],
  completed: [],
};

export const PRODUCTION_STATUS_LABELS: Record<ProductionStatus, string> = {
  pending: "Pending",
  in_production: "In production",
  quality_check: "Quality check",
  ready: "Ready",
  completed: "Completed",
};

/** Statuses past which an item is no longer overdue: it is made. */
export const PRODUCTION_DONE_STATUSES: readonly ProductionStatus[] = ["ready", "completed"];

/** Where a room item is on its way to the client, in order. */
export const ITEM_STAGES = ["approved", "ordered", "in_transit", "delivered", "installed"] as const;
export type ItemStage = (typeof ITEM_STAGES)[number];

export const ITEM_STAGE_LABELS: Record<ItemStage, string> = {
  approved: "Approved",
  ordered: "Ordered",
  in_transit: "In transit",
  delivered: "Delivered",
  installed: "Installed",
};

/** The furthest stage an item reached, and the date (ISO 8601) it reached each stage, null where it has not. */
export const itemWhereaboutsSchema = z.object({
  stage: z.enum(ITEM_STAGES),
  dates: z.object({
    approved: z.string().nullable(),
    ordered: z.string().nullable(),
    in_transit: z.string().nullable(),
    delivered: z.string().nullable(),
    installed: z.string().nullable(),
  }),
});
export type ItemWhereabouts = z.infer<typeof itemWhereaboutsSchema>;

/** One item being made for a project: one per approved item line of a quote. */
export const productionItemSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  quoteLineId: z.uuid().nullable(),
  roomItemId: z.uuid().nullable(),
  roomName: z.string().nullable(),
  name: z.string(),
  sku: z.string().nullable(),
  quantity: z.number(),
  status: z.enum(PRODUCTION_STATUSES),
  /** "2026-12-14", from the supplier's lead time after the approval. */
  estimatedCompletion: z.string().nullable(),
  /** Past its estimated completion and not yet ready. */
  overdue: z.boolean(),
  /** The URL its QR label opens. */
  qrCode: z.string().nullable(),
  whereabouts: itemWhereaboutsSchema,
  updatedAt: z.string(),
});
export type ProductionItem = z.infer<typeof productionItemSchema>;

/** Moves an item to its next status (PRODUCTION_TRANSITIONS). */
export const changeProductionStatusRequestSchema = z.object({
  status: z.enum(PRODUCTION_STATUSES, { error: `Status must be one of ${PRODUCTION_STATUSES.join(", ")}` }),
});
export type ChangeProductionStatusRequest = z.input<typeof changeProductionStatusRequestSchema>;

export const productionStatusRefusal = (from: ProductionStatus, to: ProductionStatus) =>
  `A production item that is ${PRODUCTION_STATUS_LABELS[from].toLowerCase()} cannot become ${PRODUCTION_STATUS_LABELS[to].toLowerCase()}.`;
