import { supplierNameKey, type Supplier } from "@atelier/contracts";
import { useId, type ComponentProps } from "react";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { useSaveSupplier, useSuppliers } from "@/features/suppliers/queries/use-suppliers";

/** The studio's active supplier a typed name is (case and surrounding spaces aside); the server links an item to it the same way. */
export function useNamedSupplier(typed: string | null | undefined): Supplier | undefined {
  const suppliers = useSuppliers();
  const key = supplierNameKey(typed ?? "");
  return key ? suppliers.data?.find((supplier) => !supplier.archived && supplierNameKey(supplier.name) === key) : undefined;
}

interface SupplierPickerProps extends ComponentProps<typeof FormField> {
  /** The name as typed so far. */
  typed: string;
}

/**
 * An item's supplier: typed, with the studio's suppliers offered as it is typed, and said whether the name is one of
 * them (its purchase order, once approved) or not yet, with a way to add it there and then.
 */
export function SupplierPicker({ typed, ...field }: SupplierPickerProps) {
  const listId = useId();
  const suppliers = useSuppliers();
  const named = useNamedSupplier(typed);
  const add = useSaveSupplier();
  const name = typed.trim();
  return (
    <div className="grid content-start gap-2">
      <FormField autoComplete="off" list={listId} {...field} />
      <datalist id={listId}>
        {(suppliers.data ?? [])
          .filter((supplier) => !supplier.archived)
          .map((supplier) => (
            <option key={supplier.id} value={supplier.name} />
          ))}
      </datalist>
      <p aria-live="polite" className="text-xs text-muted-foreground">
        {named ? "One of your suppliers: once approved, the item goes on their purchase order." : name && !suppliers.isPending ? "Not one of your suppliers yet: ordered by hand unless you add them." : ""}
      </p>
      {!named && name && !suppliers.isPending && (
        <Button type="button" variant="outline" size="sm" className="justify-self-start" disabled={add.isPending} onClick={() => add.mutate({ name })}>
          {add.isPending ? "Adding..." : `Add “${name}” to Suppliers`}
        </Button>
      )}
    </div>
  );
}
