import { z } from "zod";
import { emailField } from "./auth";
import { money, optionalText, requiredText } from "./fields";
import { ITEM_UNITS } from "./items";
import { requiredNumber, steppedNumber, wholeNumber } from "./numbers";
import { stateRules } from "./state-rules";

/** A supplier as the Suppliers form sends it: only the name is required. */
export const supplierRequestSchema = z.object({
  name: requiredText("Supplier name is required"),
  contactName: optionalText(200),
  email: optionalText(254).pipe(emailField.nullable()),
  phone: optionalText(40),
  accountNumber: optionalText(100),
  /** Typical days from order to arrival. */
  leadTimeDays: wholeNumber("Lead time", 0, 3650).optional().transform((value) => value ?? null),
});
export type SupplierRequest = z.input<typeof supplierRequestSchema>;

/** How a typed supplier name is compared with the studio's suppliers: case and surrounding spaces aside. */
export const supplierNameKey = (name: string): string => name.trim().toLocaleLowerCase("en-ZA");

/** Archiving keeps the supplier on its orders but offers it for no new ones; restoring undoes it. */
export const archiveSupplierRequestSchema = z.object({ archived: z.boolean({ error: "Say whether the supplier is archived" }) });
export type ArchiveSupplierRequest = z.input<typeof archiveSupplierRequestSchema>;

export const supplierSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contactName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  accountNumber: z.string().nullable(),
  leadTimeDays: z.number().nullable(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const PURCHASE_ORDER_STATUSES = ["draft", "sent", "acknowledged", "partly_received", "received", "cancelled"] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** An order placed with its supplier: what the studio now owes, its project's actual cost. */
export const ORDERED_PURCHASE_ORDER_STATUSES = ["sent", "acknowledged", "partly_received", "received"] as const satisfies readonly PurchaseOrderStatus[];

const PURCHASE_ORDER_STATUS_WORDS: Record<PurchaseOrderStatus, string> = {
  draft: "a draft",
  sent: "sent",
  acknowledged: "acknowledged",
  partly_received: "partly received",
  received: "received",
  cancelled: "cancelled",
};

/** What is done to an order: the status it is marked with, or received against line by line. */
export type PurchaseOrderAction = "sent" | "acknowledged" | "received" | "cancelled";
const PURCHASE_ORDER_ACTION_WORDS: Record<PurchaseOrderAction, string> = { sent: "sent", acknowledged: "acknowledged", received: "received against", cancelled: "cancelled" };

/** draft → sent → acknowledged → partly received → received, line by line; cancelled before anything arrives. */
export const PURCHASE_ORDER_RULES = stateRules<PurchaseOrderStatus, PurchaseOrderAction>(
  { sent: ["draft"], acknowledged: ["sent"], received: ["sent", "acknowledged", "partly_received"], cancelled: ["draft", "sent", "acknowledged"] },
  (status, action) => `This purchase order is ${PURCHASE_ORDER_STATUS_WORDS[status]} and cannot be ${PURCHASE_ORDER_ACTION_WORDS[action]}`,
);

/**
 * The statuses a designer sets by hand: sent for an order placed by phone or in person (e-mailing it marks it
 * sent too), acknowledged when the supplier confirms, cancelled. Receiving goes through the lines.
 */
export const purchaseOrderStatusRequestSchema = z.object({
  status: z.enum(["sent", "acknowledged", "cancelled"], { error: "Status must be sent, acknowledged or cancelled" }),
});
export type PurchaseOrderStatusRequest = z.input<typeof purchaseOrderStatusRequestSchema>;

/** Receiving: for each line named, the quantity received so far in all (not what arrived today). */
export const receivePurchaseOrderRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        lineId: z.uuid({ error: "Choose a line of this order" }),
        quantityReceived: requiredNumber(steppedNumber("Quantity received", 0.01, 99_999), "Quantity received"),
      }),
    )
    .min(1, "Receive at least one line"),
});
export type ReceivePurchaseOrderRequest = z.input<typeof receivePurchaseOrderRequestSchema>;

export const purchaseOrderLineSchema = z.object({
  id: z.uuid(),
  quoteLineId: z.uuid().nullable(),
  roomItemId: z.uuid().nullable(),
  roomName: z.string().nullable(),
  name: z.string(),
  quantity: z.number(),
  unit: z.enum(ITEM_UNITS),
  unitCost: money,
  lineTotal: money,
  quantityReceived: z.number(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

/** When a step happened; null until it has. */
const stepTime = z.string().nullable();

const purchaseOrderFields = {
  id: z.uuid(),
  projectId: z.uuid(),
  quoteId: z.uuid().nullable(),
  number: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  supplier: supplierSchema.pick({ id: true, name: true, email: true }),
  /** Cost total excluding VAT. */
  subtotal: money,
  lineCount: z.number(),
  sentAt: stepTime,
  sentTo: z.string().nullable(),
  /** Why the last e-mail to the supplier failed, until one succeeds. */
  sendFailedReason: z.string().nullable(),
  acknowledgedAt: stepTime,
  receivedAt: stepTime,
  cancelledAt: stepTime,
  createdAt: z.string(),
};

export const purchaseOrderSummarySchema = z.object(purchaseOrderFields);
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>;

export const purchaseOrderSchema = z.object({ ...purchaseOrderFields, lines: z.array(purchaseOrderLineSchema) });
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

/** An approved quote line no open order carries: its item has no supplier of the studio's, or its order was cancelled. */
export const toOrderLineSchema = z.object({
  quoteLineId: z.uuid(),
  quoteId: z.uuid(),
  quoteNumber: z.string(),
  roomItemId: z.uuid().nullable(),
  roomName: z.string().nullable(),
  name: z.string(),
  quantity: z.number(),
  unit: z.enum(ITEM_UNITS),
  unitCost: money,
  /** The item's free-text supplier, when it names one the studio has not added. */
  supplierText: z.string().nullable(),
  /** The studio supplier the item is linked to (an archived one, or one whose order was cancelled); null when none. */
  supplierId: z.uuid().nullable(),
});
export type ToOrderLine = z.infer<typeof toOrderLineSchema>;

export const projectPurchaseOrdersSchema = z.object({
  purchaseOrders: z.array(purchaseOrderSummarySchema),
  toOrder: z.array(toOrderLineSchema),
});
export type ProjectPurchaseOrders = z.infer<typeof projectPurchaseOrdersSchema>;

/** What the "send-purchase-order" job answers once the supplier has been mailed. */
export const sentPurchaseOrderResultSchema = z.object({ purchaseOrderId: z.uuid(), sentTo: z.string() });
export type SentPurchaseOrderResult = z.infer<typeof sentPurchaseOrderResultSchema>;

/** What drafting the to-order lines answers: how many orders it drafted (none while no line's supplier is the studio's). */
export const draftedPurchaseOrdersSchema = z.object({ drafted: z.number().int() });
export type DraftedPurchaseOrders = z.infer<typeof draftedPurchaseOrdersSchema>;
