import type { Supplier } from "@atelier/contracts";
import { Pencil, Plus } from "lucide-react";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { useSaveSupplier } from "@/features/suppliers/queries/use-suppliers";
import { TOUCH_TARGET } from "@/features/quotes/lib/touch-target";
import { SupplierForm } from "./supplier-form";

export function AddSupplierButton() {
  const save = useSaveSupplier();
  return (
    <FormDialog
      title="Add Supplier"
      description="A supplier the studio orders from. Approved items naming it are ordered on a purchase order of its own."
      trigger={
        <Button className={TOUCH_TARGET}>
          <Plus aria-hidden="true" />
          Add Supplier
        </Button>
      }
    >
      {(close) => <SupplierForm submitLabel="Add Supplier" pendingLabel="Adding..." isPending={save.isPending} onSave={(request, callbacks) => save.mutate(request, callbacks)} onSaved={close} />}
    </FormDialog>
  );
}

export function EditSupplierButton({ supplier }: { supplier: Supplier }) {
  const save = useSaveSupplier(supplier);
  return (
    <FormDialog
      title="Edit Supplier"
      description={`Change the details of ${supplier.name}.`}
      trigger={
        <Button variant="ghost" size="icon-sm" className={TOUCH_TARGET} aria-label={`Edit supplier ${supplier.name}`}>
          <Pencil aria-hidden="true" />
        </Button>
      }
    >
      {(close) => (
        <SupplierForm
          supplier={supplier}
          submitLabel="Save Supplier"
          pendingLabel="Saving..."
          isPending={save.isPending}
          onSave={(request, callbacks) => save.mutate(request, callbacks)}
          onSaved={close}
        />
      )}
    </FormDialog>
  );
}
