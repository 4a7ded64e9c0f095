import { ITEM_CATEGORIES, setCategoryBudgetsRequestSchema, type CategoryCost, type SetCategoryBudgetsRequest } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { useForm } from "react-hook-form";
import { FormDialogFooter, type SaveCallbacks } from "@/components/form-dialog";
import { FormField } from "@/components/form-field";
import { ApiError } from "@/lib/api";
import { bindMoneyField } from "@/lib/field-binding";

interface SetBudgetFormProps {
  category: CategoryCost;
  isPending: boolean;
  onSave: (request: SetCategoryBudgetsRequest, callbacks: SaveCallbacks) => void;
  onSaved: () => void;
}

const settable = (category: CategoryCost["category"]) => ITEM_CATEGORIES.find((itemCategory) => itemCategory === category);

/** One category's budget in rand; blank gives the category back its proportional share. */
export function SetBudgetForm({ category, isPending, onSave, onSaved }: SetBudgetFormProps) {
  const form = useForm({ defaultValues: { amount: category.budgetSet ? formatRand(category.budgetAllocated) : "" } });
  const showReasons = (reasons: string[]) => form.setError("amount", { type: "server", message: reasons.join(" ") });

  const submit = form.handleSubmit(({ amount }) => {
    const itemCategory = settable(category.category);
    if (!itemCategory) return;
    const request: SetCategoryBudgetsRequest = { budgets: [{ category: itemCategory, amount: amount.trim() === "" ? null : amount }] };
    const checked = setCategoryBudgetsRequestSchema.safeParse(request);
    if (!checked.success) {
      showReasons(checked.error.issues.map((issue) => issue.message));
      return;
    }
    onSave(request, {
      onSuccess: onSaved,
      // The one amount sent is the only field a reason can be about ("budgets.0.amount").
      onError: (error) => showReasons(error instanceof ApiError && error.body?.errors ? Object.values(error.body.errors).flat() : ["Failed to save the budget. Please try again."]),
    });
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField label="Budget (ZAR)" placeholder="Share of the project budget" {...bindMoneyField(form, "amount")} />
      <FormDialogFooter submitLabel="Save Budget" pendingLabel="Saving..." isPending={isPending} />
    </form>
  );
}
