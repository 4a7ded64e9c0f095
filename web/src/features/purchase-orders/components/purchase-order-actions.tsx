import { downloadPath, downloads, PURCHASE_ORDER_RULES, type PurchaseOrder } from "@atelier/contracts";
import { Ban, CheckCheck, Download, PackageCheck } from "lucide-react";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { useChangePurchaseOrderStatus, useSendPurchaseOrder } from "@/features/purchase-orders/queries/use-purchase-order-actions";
import { TOUCH_TARGET } from "@/features/quotes/lib/touch-target";
import { useOffers } from "@/hooks/use-can";
import { ReceiveLinesForm } from "./receive-lines-form";
import { SendPurchaseOrderDialog } from "./send-purchase-order-dialog";

/** What can be done with the order in its status (PURCHASE_ORDER_RULES): send it, mark it acknowledged, receive lines, cancel it, download its PDF. */
export function PurchaseOrderActions({ order }: { order: PurchaseOrder }) {
  const sending = useSendPurchaseOrder(order);
  const change = useChangePurchaseOrderStatus(order);
  const busy = sending.isSending || change.isPending;
  const allows = (action: Parameters<typeof PURCHASE_ORDER_RULES.allows>[1]) => PURCHASE_ORDER_RULES.allows(order.status, action);
  const offered = useOffers("work.write");
  if (!offered) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {allows("sent") && (
        <>
          <SendPurchaseOrderDialog order={order} sending={sending} disabled={change.isPending} />
          <Button variant="outline" className={TOUCH_TARGET} disabled={busy} onClick={() => change.mutate("sent")}>
            Mark as Sent
          </Button>
        </>
      )}
      {allows("acknowledged") && (
        <Button variant="outline" className={TOUCH_TARGET} disabled={busy} onClick={() => change.mutate("acknowledged")}>
          <CheckCheck aria-hidden="true" />
          Mark Acknowledged
        </Button>
      )}
      {allows("received") && (
        <FormDialog
          title={`Receive ${order.number}`}
          description="Enter how many of each line have arrived so far."
          trigger={
            <Button variant="outline" className={TOUCH_TARGET} disabled={busy}>
              <PackageCheck aria-hidden="true" />
              Receive
            </Button>
          }
        >
          {(close) => <ReceiveLinesForm order={order} onSaved={close} />}
        </FormDialog>
      )}
      <Button variant="outline" className={TOUCH_TARGET} asChild>
        <a href={downloadPath(downloads.purchaseOrderPdf, { purchaseOrderId: order.id })} download={`${order.number}.pdf`}>
          <Download aria-hidden="true" />
          Download PDF
        </a>
      </Button>
      {allows("cancelled") && (
        <Button variant="ghost" className={TOUCH_TARGET} disabled={busy} onClick={() => change.mutate("cancelled")}>
          <Ban aria-hidden="true" />
          Cancel Order
        </Button>
      )}
    </div>
  );
}
