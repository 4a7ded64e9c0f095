import { endpoints, type PurchaseOrderStatusRequest, type ReceivePurchaseOrderRequest } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

/** Starts the "send-purchase-order" job, which mails the order's PDF to its supplier; its result is a SentPurchaseOrderResult. */
export const sendPurchaseOrder = (purchaseOrderId: string) => callEndpoint(endpoints.sendPurchaseOrder, { params: { purchaseOrderId } });

export const changePurchaseOrderStatus = (purchaseOrderId: string, status: PurchaseOrderStatusRequest["status"]) =>
  callEndpoint(endpoints.changePurchaseOrderStatus, { params: { purchaseOrderId }, body: { status } });

export const receivePurchaseOrder = (purchaseOrderId: string, request: ReceivePurchaseOrderRequest) =>
  callEndpoint(endpoints.receivePurchaseOrder, { params: { purchaseOrderId }, body: request });

/** Drafts orders for the project's to-order lines whose supplier the studio now has. */
export const draftToOrder = (projectId: string) => callEndpoint(endpoints.draftToOrder, { params: { projectId } });
