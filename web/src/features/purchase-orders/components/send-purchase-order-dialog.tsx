import type { PurchaseOrder } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { FormDialog, FormDialogFooter } from "@/components/form-dialog";
import { RecipientCard } from "@/components/recipient-card";
import { Button } from "@/components/ui/button";
import type { useSendPurchaseOrder } from "@/features/purchase-orders/queries/use-purchase-order-actions";
import { TOUCH_TARGET } from "@/features/quotes/lib/touch-target";

/**
 * Send to Supplier opens a confirmation first: who the order goes to and what it comes to, as a quote's Send shows
 * its recipient, since an e-mail to a supplier cannot be called back. The send goes on if the dialog is closed.
 */
export function SendPurchaseOrderDialog({ order, sending, disabled }: { order: PurchaseOrder; sending: ReturnType<typeof useSendPurchaseOrder>; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sending.send();
    setOpen(false);
  };
  return (
    <FormDialog
      title="Send to Supplier"
      description={`${order.number} is e-mailed as a PDF to the supplier.`}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button className={TOUCH_TARGET} disabled={disabled || sending.isSending || !order.supplier.email}>
          <Send aria-hidden="true" />
          {sending.isSending ? "Sending..." : "Send to Supplier"}
        </Button>
      }
    >
      {() => (
        <form onSubmit={submit} noValidate className="grid gap-5">
          <RecipientCard name={order.supplier.name} email={order.supplier.email ?? ""}>
            <dt className="mt-2 text-xs text-muted-foreground">Order</dt>
            <dd>
              {order.lineCount === 1 ? "1 line" : `${order.lineCount} lines`}, {formatRand(order.subtotal)} excl. VAT
            </dd>
          </RecipientCard>
          <div className="pointer-coarse:[&_button]:min-h-11">
            <FormDialogFooter submitLabel="Send Order" pendingLabel="Sending..." isPending={sending.isSending} />
          </div>
        </form>
      )}
    </FormDialog>
  );
}
