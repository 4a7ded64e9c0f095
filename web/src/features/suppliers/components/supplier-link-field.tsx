import { SelectField } from "@/components/form-field";
import { useSuppliers } from "@/features/suppliers/queries/use-suppliers";

interface SupplierLinkFieldProps {
  value: string | null;
  onChange: (supplierId: string | null) => void;
}

/** Which of the studio's suppliers an item is ordered from: its purchase order once approved. Archived ones are offered only when already chosen. */
export function SupplierLinkField({ value, onChange }: SupplierLinkFieldProps) {
  const suppliers = useSuppliers();
  const options = (suppliers.data ?? []).filter((supplier) => !supplier.archived || supplier.id === value).map((supplier) => ({ value: supplier.id, label: supplier.name }));
  return (
    <SelectField
      label="Order From"
      options={options}
      emptyOption="No supplier of ours (match the name, or order by hand)"
      value={value ?? ""}
      disabled={suppliers.isPending}
      onChange={(event) => onChange(event.target.value || null)}
    />
  );
}
