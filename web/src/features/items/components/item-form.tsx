import {
  createItemRequestSchema,
  ITEM_CATEGORIES,
  ITEM_STATUSES,
  ITEM_UNITS,
  type CreateItemRequest,
  type RoomItem,
  type UpdateItemRequest,
} from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FormDialogFooter, type SaveCallbacks } from "@/components/form-dialog";
import { FormField, SelectField, TextareaField } from "@/components/form-field";
import { SupplierPicker } from "@/features/suppliers/components/supplier-picker";
import { useSeesCosts } from "@/hooks/use-can";
import { bindField, bindMoneyField, emptyToNull } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { optionsOf } from "@/lib/labels";
import { AiItemBadge, CATALOGUE_ESTIMATE } from "./ai-item-badge";

/** Costs are for the whole line, as the room's Estimated Total sums them, so a designer must not enter a unit price. */
const WHOLE_LINE_HINT = "For the whole quantity, not one unit";

/** A new item: quantity 1, unit each, cost 0 (spec section 5). */
const NEW_ITEM: CreateItemRequest = {
  name: "",
  category: null,
  quantity: 1,
  unit: "each",
  costEstimate: "0",
  color: "",
  material: "",
  size: "",
  specifications: "",
  supplier: "",
  supplierQuote: null,
  leadTime: null,
  eta: null,
  purchaseOrder: "",
  status: null,
};

function draftOf(item: RoomItem): CreateItemRequest {
  return {
    name: item.name,
    category: item.category,
    quantity: item.quantity,
    unit: item.unit,
    costEstimate: item.costEstimate === undefined ? NEW_ITEM.costEstimate : formatRand(item.costEstimate),
    color: item.color,
    material: item.material,
    size: item.size,
    specifications: item.specifications,
    supplier: item.supplier,
    supplierQuote: item.supplierQuote == null ? null : formatRand(item.supplierQuote),
    leadTime: item.leadTime,
    // A date input holds a bare date.
    eta: item.eta?.slice(0, 10) ?? null,
    purchaseOrder: item.purchaseOrder,
    status: item.status,
  };
}

interface ItemFormProps {
  /** The item being edited; a new item starts from the defaults. */
  item?: RoomItem;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Receives every field of the item: an edit sends the full item, as adding does, and the supplier it is linked to. */
  onSave: (request: CreateItemRequest & Pick<UpdateItemRequest, "supplierId">, callbacks: SaveCallbacks) => void;
  onSaved: () => void;
}

export function ItemForm({ item, submitLabel, pendingLabel, isPending, onSave, onSaved }: ItemFormProps) {
  const form = useForm({
    resolver: zodResolver(createItemRequestSchema),
    defaultValues: item ? draftOf(item) : NEW_ITEM,
  });
  const name = useWatch({ control: form.control, name: "name" });
  // An item answered without its costs is one the member may not see them on: the form neither shows nor sends them.
  const seesCosts = useSeesCosts() && (!item || item.costEstimate !== undefined);
  const typedSupplier = useWatch({ control: form.control, name: "supplier" }) ?? "";

  // The server links the item to the studio's supplier its name matches; a name left as it was keeps the link it has.
  const submit = form.handleSubmit(({ costEstimate, supplierQuote, ...request }) => {
    const kept = item?.supplierId && (request.supplier ?? null) === item.supplier ? { supplierId: item.supplierId } : {};
    const costs = seesCosts ? { costEstimate, supplierQuote } : {};
    onSave({ ...request, ...costs, ...kept }, { onSuccess: onSaved, onError: (error) => applyServerFieldErrors(form, error) });
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {item && <AiItemBadge item={item} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" autoComplete="off" placeholder="Bouclé lounge chair" {...bindField(form, "name")} />
        <SelectField
          label="Category"
          options={optionsOf(ITEM_CATEGORIES)}
          emptyOption="No category"
          {...bindField(form, "category", { setValueAs: emptyToNull })}
        />
        <FormField label="Quantity" type="number" min={0} step="any" {...bindField(form, "quantity")} />
        <SelectField label="Unit" options={optionsOf(ITEM_UNITS)} {...bindField(form, "unit")} />
        {seesCosts && (
          <FormField
            label="Estimated Cost (ZAR)"
            hint={item?.costFromCatalogue ? `${CATALOGUE_ESTIMATE} until you change it. ${WHOLE_LINE_HINT}` : WHOLE_LINE_HINT}
            {...bindMoneyField(form, "costEstimate")}
          />
        )}
        <FormField label="Colour" autoComplete="off" {...bindField(form, "color")} />
        <FormField label="Material" autoComplete="off" {...bindField(form, "material")} />
        <FormField label="Size" autoComplete="off" {...bindField(form, "size")} />
      </div>
      <TextareaField label="Specifications" {...bindField(form, "specifications")} />

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-medium">Procurement</legend>
        <SupplierPicker label="Supplier" typed={typedSupplier} {...bindField(form, "supplier")} />
        {seesCosts && <FormField label="Supplier Quote (ZAR)" hint={WHOLE_LINE_HINT} {...bindMoneyField(form, "supplierQuote", { setValueAs: emptyToNull })} />}
        <FormField label="Lead Time (days)" type="number" min={0} step={1} {...bindField(form, "leadTime")} />
        <FormField label="ETA" type="date" {...bindField(form, "eta", { setValueAs: emptyToNull })} />
        <FormField label="Purchase Order" autoComplete="off" {...bindField(form, "purchaseOrder")} />
        <SelectField
          label="Status"
          options={optionsOf(ITEM_STATUSES)}
          emptyOption="Not ordered"
          {...bindField(form, "status", { setValueAs: emptyToNull })}
        />
      </fieldset>

      <FormDialogFooter submitLabel={submitLabel} pendingLabel={pendingLabel} isPending={isPending} disabled={!name.trim()} />
    </form>
  );
}
