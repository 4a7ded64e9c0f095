import { z } from "zod";
import { drawnSignature } from "./approvals";
import { dateOnly, dateTime, optionalText, optionalWebUrl, text } from "./fields";
import { momentOfWallClock } from "./studio-time";

export const DELIVERY_STATUSES = ["scheduled", "in_transit", "completed", "delayed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  scheduled: "Scheduled",
  in_transit: "In transit",
  completed: "Completed",
  delayed: "Delayed",
};

/**
 * Where a delivery may go next (spec section 4): out for delivery, held up on the way and back on the
 * road, and completed only from in transit, with the receiver's signature. Anything else is a 409.
 */
export const DELIVERY_TRANSITIONS: Record<DeliveryStatus, readonly DeliveryStatus[]> = {
  scheduled: ["in_transit", "delayed"],
  in_transit: ["delayed", "completed"],
  delayed: ["in_transit"],
  completed: [],
};

export const canMoveDelivery = (from: DeliveryStatus, to: DeliveryStatus) => DELIVERY_TRANSITIONS[from].includes(to);

/** Spec section 5: the Schedule Delivery form's one message for items, date and time. */
export const DELIVERY_REQUIRED_MESSAGE = "Please fill in all required fields.";

/** The 409 for a status change the delivery's own status does not allow. */
export const deliveryStatusRefusal = (from: DeliveryStatus, to: DeliveryStatus) =>
  to === "completed"
    ? "A delivery can only be confirmed while it is in transit."
    : `A delivery that is ${DELIVERY_STATUS_LABELS[from].toLowerCase()} cannot become ${DELIVERY_STATUS_LABELS[to].toLowerCase()}.`;

/** One thing on the truck: a production item of the project, or a line of free text before there are any. */
const deliveryItemInputSchema = z
  .object({
    productionItemId: z.uuid("Must be one of the project's production items").nullish(),
    name: text().trim().max(200, "Must be at most 200 characters").optional(),
    /** Unless sent: a production item's own quantity, else 1. */
    quantity: z.number("Quantity must be a number").positive("Quantity must be more than 0").max(100_000).optional(),
  })
  .refine((item) => item.productionItemId || item.name, { message: DELIVERY_REQUIRED_MESSAGE, path: ["name"] });

/** "Brass floor lamp × 2" (or "x 2"): a typed item with its quantity after it. */
const TYPED_QUANTITY = /^(.*\S)\s*[×xX]\s*(\d+(?:[.,]\d{1,2})?)$/;

/** One typed item: its name, and its quantity when written after it. */
function typedItem(text: string): { name: string; quantity?: number } {
  const match = TYPED_QUANTITY.exec(text);
  return match ? { name: match[1]!, quantity: Number(match[2]!.replace(",", ".")) } : { name: text };
}

/** Free text, one item a line or comma (a quantity after "×" if any), as the spec's form sends it; or the items as a list. */
const deliveryItemsInput = z.preprocess(
  (value) =>
    typeof value === "string"
      ? value
          .split(/[\n,]/)
          .map((name) => name.trim())
          .filter(Boolean)
          .map(typedItem)
      : value,
  z.array(deliveryItemInputSchema, DELIVERY_REQUIRED_MESSAGE).min(1, DELIVERY_REQUIRED_MESSAGE).max(200, "At most 200 items per delivery"),
);

/** A field the form must have, with the spec's one message when it is missing or blank. */
const requiredField = () => z.string(DELIVERY_REQUIRED_MESSAGE).trim().min(1, { message: DELIVERY_REQUIRED_MESSAGE, abort: true });

/**
 * The Schedule Delivery form (spec section 7): items, date and time are required; scheduledDate is the
 * two combined by the browser (see deliveryMoment). The delivery is created as scheduled whatever status is sent.
 */
export const createDeliveryRequestSchema = z.object({
  items: deliveryItemsInput,
  date: requiredField().pipe(dateOnly("Date")),
  time: requiredField().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Time must be HH:MM"),
  scheduledDate: dateTime().optional(),
  eta: dateTime().nullish(),
  driverName: optionalText(120),
  driverPhone: optionalText(40).refine((value) => value === null || /^\+?[\d\s()-]{6,}$/.test(value), "Phone number may hold digits, spaces, +, - and brackets"),
  trackingUrl: optionalWebUrl(),
  notes: optionalText(),
  status: z.literal("scheduled", "A new delivery is always scheduled").optional(),
});
export type CreateDeliveryRequest = z.input<typeof createDeliveryRequestSchema>;

/** When the delivery is booked: the browser's combined date and time, or the date and time read on the studio's clock. */
export const deliveryMoment = ({ date, time, scheduledDate }: Pick<z.output<typeof createDeliveryRequestSchema>, "date" | "time" | "scheduledDate">, timeZone: string): Date =>
  scheduledDate ? new Date(scheduledDate) : momentOfWallClock(`${date}T${time}`, timeZone)!;

/** Minutes a phone's clock may run ahead of the server's before a delivered date counts as the future. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The statuses a delivery is moved to by hand; it is only ever created as scheduled. */
export const DELIVERY_MOVES = ["in_transit", "delayed", "completed"] as const;

/**
 * PUT /api/deliveries/:id (spec section 7). Completing carries the proof of delivery: the receiver's drawn
 * signature (a PNG data URL), their name, notes, and when it was delivered (now when not sent).
 */
export const updateDeliveryRequestSchema = z
  .object({
    status: z.enum(DELIVERY_MOVES, "Status must be in_transit, delayed or completed"),
    podSignature: drawnSignature("Signature").optional(),
    receivedBy: optionalText(120),
    notes: optionalText(),
    deliveredDate: dateTime()
      .refine((value) => Date.parse(value) <= Date.now() + CLOCK_SKEW_MS, "Delivered date cannot be in the future")
      .optional(),
  })
  // The output says what was checked: a completed delivery comes with its signature.
  .transform((change, context) => {
    if (change.status !== "completed") return { ...change, status: change.status };
    if (change.podSignature !== undefined) return { ...change, status: change.status, podSignature: change.podSignature };
    context.addIssue({ code: "custom", message: "Signature is required", path: ["podSignature"] });
    return z.NEVER;
  });
export type UpdateDeliveryRequest = z.input<typeof updateDeliveryRequestSchema>;

export const deliveryItemSchema = z.object({
  id: z.uuid(),
  productionItemId: z.uuid().nullable(),
  roomItemId: z.uuid().nullable(),
  name: z.string(),
  quantity: z.number(),
});
export type DeliveryItem = z.infer<typeof deliveryItemSchema>;

export const deliverySchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  projectName: z.string(),
  deliveryNumber: z.string(),
  items: z.array(deliveryItemSchema),
  status: z.enum(DELIVERY_STATUSES),
  scheduledDate: z.iso.datetime(),
  eta: z.iso.datetime().nullable(),
  driverName: z.string().nullable(),
  driverPhone: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  notes: z.string().nullable(),
  /** Whether the receiver's signature is kept; it is printed on the delivery note. */
  podSigned: z.boolean(),
  receivedBy: z.string().nullable(),
  deliveredDate: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Delivery = z.infer<typeof deliverySchema>;

/** A delivery item as people read it: "Brass floor lamp × 2", the name alone for one. */
export const deliveryItemLabel = ({ name, quantity }: { name: string; quantity: number }): string => (quantity === 1 ? name : `${name} × ${Number(quantity.toFixed(2))}`);
