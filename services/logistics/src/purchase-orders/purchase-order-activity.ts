/** "PO-2026-0001 to Mavromac": an order by its number and supplier. */
export const purchaseOrderRecord = (order: { id: string; number: string; supplierName: string | null }) => ({
  type: "purchase-order" as const,
  id: order.id,
  label: order.supplierName ? `${order.number} to ${order.supplierName}` : order.number,
});
