import { endpoints } from "@atelier/contracts";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { endpointQuery } from "@/lib/endpoint-client";

/** The project's purchase orders by supplier, and the approved lines still to order. */
export const projectPurchaseOrdersQuery = (projectId: string) => endpointQuery(endpoints.projectPurchaseOrders, { params: { projectId } });

/** One order with its lines; keyed under "/api/purchase-orders", so every open order refreshes together. */
export const purchaseOrderQuery = (purchaseOrderId: string) => endpointQuery(endpoints.purchaseOrder, { params: { purchaseOrderId } });

/** The key every purchase order's query starts with. */
export const PURCHASE_ORDERS_KEY_ROOT = purchaseOrderQuery("").queryKey.slice(0, 1);

export function useProjectPurchaseOrders(projectId: string) {
  return useQuery(projectPurchaseOrdersQuery(projectId));
}

export function usePurchaseOrder(purchaseOrderId: string) {
  return useQuery(purchaseOrderQuery(purchaseOrderId));
}

export function refreshPurchaseOrders(queryClient: QueryClient, projectId: string): void {
  void queryClient.invalidateQueries({ queryKey: projectPurchaseOrdersQuery(projectId).queryKey });
  void queryClient.invalidateQueries({ queryKey: PURCHASE_ORDERS_KEY_ROOT });
}

export function useRefreshPurchaseOrders(projectId: string): () => void {
  const queryClient = useQueryClient();
  return () => refreshPurchaseOrders(queryClient, projectId);
}
