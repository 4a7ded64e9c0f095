import type { CategoryCost } from "@atelier/contracts";
import { Pencil } from "lucide-react";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { useSetCategoryBudgetMutation } from "@/features/cost-analysis/queries/use-cost-analysis";
import { humanize } from "@/lib/labels";
import { SetBudgetForm } from "./set-budget-form";

/** Opens the dialog that sets one category's budget, or gives it back its share of the project's. */
export function SetBudgetButton({ projectId, category }: { projectId: string; category: CategoryCost }) {
  const save = useSetCategoryBudgetMutation(projectId);
  const name = humanize(category.category);
  return (
    <FormDialog
      title={`${name} Budget`}
      description="What the studio plans to spend on this category. Leave it blank to use the category's share of the project budget."
      trigger={
        <Button variant="outline" size="sm" className="pointer-coarse:min-h-11" aria-label={`Set ${name} budget`}>
          <Pencil aria-hidden="true" />
          Set Budget
        </Button>
      }
    >
      {(close) => (
        <SetBudgetForm
          category={category}
          isPending={save.isPending}
          onSave={(request, callbacks) => save.mutate(request, callbacks)}
          onSaved={close}
        />
      )}
    </FormDialog>
  );
}
