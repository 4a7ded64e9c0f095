import { updateQuoteRequestSchema } from "@atelier/contracts";
import { useEffect, useRef } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { applyDraftErrors, applySaveErrors, reasonsOf } from "@/features/quotes/lib/line-errors";
import { draftToRequest, groupLines, insertionIndexFor, isPriced, newLineDraft, quoteToDraft, type PricedQuote, type QuoteDraft } from "@/features/quotes/lib/quote-draft";
import { TOUCH_TARGET } from "@/features/quotes/lib/touch-target";
import { useUpdateQuoteMutation } from "@/features/quotes/queries/use-quote-mutations";
import { AddLineButtons } from "./add-line-buttons";
import { EditableLineRow } from "./editable-line-row";
import { LineGroupTable } from "./line-group-table";
import { LiveQuoteTotals } from "./live-quote-totals";
import { QuoteDetailsFields } from "./quote-details-fields";

/** A draft quote's editor: its details, its lines by room (labour and delivery apart) and live totals. */
export function QuoteDraftForm({ quote, onDirtyChange }: { quote: PricedQuote; onDirtyChange?: (dirty: boolean) => void }) {
  const form = useForm<QuoteDraft>({ defaultValues: quoteToDraft(quote) });
  const lines = useFieldArray({ control: form.control, name: "lines", keyName: "key" });
  const save = useUpdateQuoteMutation(quote);
  const shownUpdate = useRef(quote.updatedAt);

  // A colleague's save (heard live) shows here, unless it would throw away what this designer is typing.
  useEffect(() => {
    if (quote.updatedAt === shownUpdate.current) return;
    shownUpdate.current = quote.updatedAt;
    if (!form.formState.isDirty) form.reset(quoteToDraft(quote));
  }, [quote, form]);

  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const submit = form.handleSubmit((draft) => {
    const request = draftToRequest(draft);
    const checked = updateQuoteRequestSchema.safeParse(request);
    if (!checked.success) {
      applyDraftErrors(form, reasonsOf(checked.error.issues));
      return;
    }
    save.mutate(request, {
      // Saved by one who sees costs, so answered with them.
      onSuccess: (saved) => isPriced(saved) && form.reset(quoteToDraft(saved)),
      onError: (error) => {
        if (!applySaveErrors(form, error)) save.reportFailure(error);
      },
    });
  });

  const addLine = (kind: "labour" | "delivery") => {
    const index = insertionIndexFor(form.getValues("lines"), kind);
    lines.insert(index, newLineDraft(kind, quote.markupPercent), { focusName: `lines.${index}.name` });
  };
  const groups = groupLines(lines.fields);
  const linesError = form.formState.errors.root?.lines?.message;

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-8">
      <QuoteDetailsFields form={form} />
      <div className="grid grid-cols-1 gap-6">
        {groups.length === 0 && <p className="text-sm text-muted-foreground">This quote has no lines yet. Add labour or delivery, or generate a quote from the project's room items.</p>}
        {groups.map((group) => (
          <LineGroupTable key={group.key} title={group.title} withActions>
            {group.indexes.map((index, position) => (
              <EditableLineRow
                key={lines.fields[index]?.key ?? index}
                form={form}
                index={index}
                canMoveUp={position > 0}
                canMoveDown={position < group.indexes.length - 1}
                onMove={lines.move}
                onRemove={lines.remove}
              />
            ))}
          </LineGroupTable>
        ))}
        <AddLineButtons onAdd={addLine} />
      </div>
      <div className="grid gap-4 border-t border-border pt-6">
        <LiveQuoteTotals control={form.control} />
        {linesError && (
          <p role="alert" className="text-right text-sm text-destructive">
            {linesError}
          </p>
        )}
        <p className="text-right text-xs text-muted-foreground">Totals update as you type; the saved quote is priced by the server.</p>
        <div className="flex justify-end">
          <Button type="submit" className={TOUCH_TARGET} disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save Quote"}
          </Button>
        </div>
      </div>
    </form>
  );
}
