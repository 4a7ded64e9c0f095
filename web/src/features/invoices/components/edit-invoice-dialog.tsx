import type { Invoice, ProjectInvoices } from "@atelier/contracts";
import { Pencil } from "lucide-react";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { stateOfDraft, updateRequestOf } from "@/features/invoices/lib/invoice-draft";
import { useUpdateInvoice } from "@/features/invoices/queries/use-invoice-actions";
import { InvoiceDraftForm } from "./invoice-draft-form";

/** Edit a draft: its percent, lines or notes; its kind and quote stay. */
export function EditInvoiceDialog({ invoice, invoices }: { invoice: Invoice; invoices: ProjectInvoices }) {
  const update = useUpdateInvoice(invoice);
  return (
    <FormDialog
      title="Edit Draft Invoice"
      description="The totals are worked out again at today's VAT rate."
      trigger={
        <Button variant="outline" className="min-h-11">
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      }
    >
      {(close) => (
        <InvoiceDraftForm
          initial={stateOfDraft(invoice)}
          invoices={invoices}
          creating={false}
          toRequest={updateRequestOf}
          save={(request, { onError }) => update.mutate(request, { onSuccess: close, onError })}
          isPending={update.isPending}
          submitLabel="Save Draft"
          pendingLabel="Saving..."
          failure="Failed to save the draft. Please try again."
        />
      )}
    </FormDialog>
  );
}
