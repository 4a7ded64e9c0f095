import { sentPurchaseOrderResultSchema, type PurchaseOrder, type PurchaseOrderStatusRequest, type ReceivePurchaseOrderRequest } from "@atelier/contracts";
import { useMutation } from "@tanstack/react-query";
import { changePurchaseOrderStatus, draftToOrder, receivePurchaseOrder, sendPurchaseOrder } from "@/features/purchase-orders/api/purchase-orders-api";
import { updateItem } from "@/features/items/api/items-api";
import { useJob } from "@/features/jobs/hooks/use-job";
import { toast, toastFailure } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api";
import { useRefreshPurchaseOrders } from "./use-purchase-orders";

type Order = Pick<PurchaseOrder, "id" | "projectId" | "number">;

const SUCCESS: Record<PurchaseOrderStatusRequest["status"], (number: string) => { title: string; description: string }> = {
  sent: (number) => ({ title: "Purchase Order Sent", description: `${number} is marked as sent to the supplier.` }),
  acknowledged: (number) => ({ title: "Order Acknowledged", description: `The supplier confirmed ${number}.` }),
  cancelled: (number) => ({ title: "Order Cancelled", description: `${number} was cancelled; its lines are back on the to-order list.` }),
};

/** Mails the order's PDF to its supplier and follows the job; the order then shows it sent, or why not. */
export function useSendPurchaseOrder(order: Order) {
  const refresh = useRefreshPurchaseOrders(order.projectId);
  const failed = (reason?: string) => toastFailure("Send Failed", reason ? `Failed to send purchase order to supplier: ${reason}` : "Failed to send purchase order to supplier. Please try again.");
  const job = useJob({
    result: sentPurchaseOrderResultSchema,
    onCompleted: ({ sentTo }) => {
      refresh();
      toast({ title: "Purchase Order Sent", description: `${order.number} was sent to ${sentTo}.` });
    },
    onFailed: (reason) => {
      refresh();
      failed(reason);
    },
  });
  const start = useMutation({
    mutationFn: () => sendPurchaseOrder(order.id),
    onSuccess: ({ jobId }) => job.follow(jobId),
    onError: (error) => {
      refresh();
      failed(serverMessage(error));
    },
  });
  return { send: () => start.mutate(), isSending: start.isPending || job.status !== null };
}

export function useChangePurchaseOrderStatus(order: Order) {
  const refresh = useRefreshPurchaseOrders(order.projectId);
  return useMutation({
    mutationFn: (status: PurchaseOrderStatusRequest["status"]) => changePurchaseOrderStatus(order.id, status),
    onSuccess: (_changed, status) => {
      refresh();
      toast(SUCCESS[status](order.number));
    },
    onError: (error) => {
      refresh();
      toastFailure("Update Failed", serverMessage(error) ?? "Failed to update the purchase order. Please try again.");
    },
  });
}

export function useReceivePurchaseOrder(order: Order) {
  const refresh = useRefreshPurchaseOrders(order.projectId);
  return useMutation({
    mutationFn: (request: ReceivePurchaseOrderRequest) => receivePurchaseOrder(order.id, request),
    onSuccess: (received) => {
      refresh();
      toast({ title: "Items Received", description: received.status === "received" ? `Everything on ${order.number} has arrived.` : `${order.number} is partly received.` });
    },
    onError: (error) => toastFailure("Receive Failed", serverMessage(error) ?? "Failed to record the received items. Please try again."),
  });
}

/** Orders the to-order lines whose supplier the studio now has, one draft per supplier. */
export function useDraftToOrder(projectId: string) {
  const refresh = useRefreshPurchaseOrders(projectId);
  return useMutation({
    mutationFn: () => draftToOrder(projectId),
    onSuccess: ({ drafted }) => {
      refresh();
      toast(
        drafted > 0
          ? { title: "Purchase Orders Drafted", description: `${drafted} ${drafted === 1 ? "purchase order was" : "purchase orders were"} drafted.` }
          : { title: "No Orders Drafted", description: "None of these items has a supplier of the studio's yet: add it in Studio Settings, or link it on the item." },
      );
    },
    onError: (error) => toastFailure("Error", serverMessage(error) ?? "Failed to draft purchase orders. Please try again."),
  });
}

/** Gives a to-order line's item the supplier it is ordered from; Draft Orders then puts it on their order. */
export function useOrderLineFrom(projectId: string) {
  const refresh = useRefreshPurchaseOrders(projectId);
  return useMutation({
    mutationFn: ({ roomItemId, supplierId }: { roomItemId: string; supplierId: string | null }) => updateItem(roomItemId, { supplierId }),
    onSuccess: () => refresh(),
    onError: (error) => toastFailure("Error", serverMessage(error) ?? "Failed to choose the supplier. Please try again."),
  });
}
