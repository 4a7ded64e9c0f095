import { z } from "zod";
import { createDeliveryRequestSchema, deliverySchema, updateDeliveryRequestSchema } from "../deliveries";
import { createInstallationRequestSchema, installationSchema, updateInstallationRequestSchema } from "../installations";
import { jobAcceptedSchema } from "../jobs";
import { cancelRequestSchema } from "../meetings";
import { changeProductionStatusRequestSchema, productionItemSchema } from "../production";
import { archiveSupplierRequestSchema, draftedPurchaseOrdersSchema, projectPurchaseOrdersSchema, purchaseOrderSchema, purchaseOrderStatusRequestSchema, receivePurchaseOrderRequestSchema, supplierRequestSchema, supplierSchema } from "../purchase-orders";
import { thisWeekSchema } from "../this-week";
import { ownedBy, UNRECORDED } from "./route";

/** Suppliers, purchase orders, production, deliveries and installations. */
export const logisticsEndpoints = ownedBy("logistics", {
  projectInstallations: { method: "GET", path: "/api/projects/:projectId/installations", access: "staff", permission: "work.read", response: z.array(installationSchema) },
  scheduleInstallation: {
    method: "POST",
    path: "/api/projects/:projectId/installations", access: "staff", permission: "work.write",
    request: createInstallationRequestSchema,
    response: installationSchema,
  },
  updateInstallation: { method: "PUT", path: "/api/installations/:installationId", access: "staff", permission: "work.write", request: updateInstallationRequestSchema, response: installationSchema },
  startInstallation: { method: "POST", path: "/api/installations/:installationId/start", access: "staff", permission: "work.write", response: installationSchema },
  completeInstallation: { method: "POST", path: "/api/installations/:installationId/complete", access: "staff", permission: "work.write", response: installationSchema },
  cancelInstallation: { method: "POST", path: "/api/installations/:installationId/cancel", access: "staff", permission: "work.write", request: cancelRequestSchema, response: installationSchema },

  /** The project's deliveries by scheduled date. */
  projectDeliveries: { method: "GET", path: "/api/projects/:projectId/deliveries", access: "staff", permission: "work.read", response: z.array(deliverySchema) },
  scheduleDelivery: { method: "POST", path: "/api/projects/:projectId/deliveries", access: "staff", permission: "work.write", request: createDeliveryRequestSchema, response: deliverySchema },
  /** In transit, delayed, or completed with the proof of delivery; 409 when its status does not allow it (DELIVERY_TRANSITIONS). */
  updateDelivery: { method: "PUT", path: "/api/deliveries/:deliveryId", access: "staff", permission: "work.write", request: updateDeliveryRequestSchema, response: deliverySchema },

  /** One production item per approved item line, each with where it is on its way to the client. */
  projectProductions: { method: "GET", path: "/api/projects/:projectId/productions", access: "staff", permission: "work.read", response: z.array(productionItemSchema) },
  /** 409 when the item cannot go to that status from its own (PRODUCTION_TRANSITIONS). */
  changeProductionStatus: { method: "POST", path: "/api/productions/:productionId/status", access: "staff", permission: "work.write", request: changeProductionStatusRequestSchema, response: productionItemSchema },

  /** The studio's suppliers by name, archived ones last. */
  suppliers: { method: "GET", path: "/api/suppliers", access: "staff", permission: "work.read", response: z.array(supplierSchema) },
  createSupplier: { method: "POST", path: "/api/suppliers", access: "staff", permission: "work.write", request: supplierRequestSchema, response: supplierSchema },
  updateSupplier: { method: "PUT", path: "/api/suppliers/:supplierId", access: "staff", permission: "work.write", request: supplierRequestSchema, response: supplierSchema },
  archiveSupplier: { method: "POST", path: "/api/suppliers/:supplierId/archive", access: "staff", permission: "work.write", request: archiveSupplierRequestSchema, response: supplierSchema },
  /** The project's purchase orders by supplier, and the approved lines no live order carries ("to order"). */
  projectPurchaseOrders: { method: "GET", path: "/api/projects/:projectId/purchase-orders", access: "staff", permission: "costs.read", response: projectPurchaseOrdersSchema },
  /** Drafts orders for the to-order lines whose supplier the studio now has (added, linked or restored since the approval). */
  draftToOrder: { method: "POST", path: "/api/projects/:projectId/purchase-orders", access: "staff", permission: "work.write", response: draftedPurchaseOrdersSchema },
  purchaseOrder: { method: "GET", path: "/api/purchase-orders/:purchaseOrderId", access: "staff", permission: "costs.read", response: purchaseOrderSchema },
  /** Starts the "send-purchase-order" job to the supplier's e-mail; 400 when the supplier has none, 409 unless the order is a draft. */
  sendPurchaseOrder: { method: "POST", path: "/api/purchase-orders/:purchaseOrderId/send", access: "staff", permission: "work.write", response: jobAcceptedSchema, unrecorded: UNRECORDED.recordedByJob },
  /** Sent by hand, acknowledged or cancelled; 409 when the order's status does not allow it. */
  changePurchaseOrderStatus: { method: "POST", path: "/api/purchase-orders/:purchaseOrderId/status", access: "staff", permission: "work.write", request: purchaseOrderStatusRequestSchema, response: purchaseOrderSchema },
  receivePurchaseOrder: { method: "POST", path: "/api/purchase-orders/:purchaseOrderId/receive", access: "staff", permission: "work.write", request: receivePurchaseOrderRequestSchema, response: purchaseOrderSchema },

  thisWeekLogistics: { method: "GET", path: "/api/logistics/this-week", access: "staff", permission: "work.read", response: thisWeekSchema },
});

export const logisticsDownloads = ownedBy("logistics", {
  purchaseOrderPdf: { method: "GET", path: "/api/purchase-orders/:purchaseOrderId/pdf", access: "staff", permission: "costs.read", contentType: "application/pdf" },
  /** A printable sheet of the project's production items' QR labels, each opening its item. */
  productionLabels: { method: "GET", path: "/api/projects/:projectId/production-labels", access: "staff", permission: "work.read", contentType: "application/pdf" },
  /** The delivery note: its items, the receiver and their signature once signed, "DEL-2026-001.pdf". */
  deliveryNote: { method: "GET", path: "/api/deliveries/:deliveryId/note", access: "staff", permission: "work.read", contentType: "application/pdf" },
});
