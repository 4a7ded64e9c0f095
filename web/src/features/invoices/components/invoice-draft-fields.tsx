import { INVOICE_KIND_LABELS, INVOICE_KINDS, type BillableQuote, type InvoiceKind } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { CheckboxField, FormField, SelectField, TextareaField } from "@/components/form-field";
import { liveTotals, type DraftContext, type InvoiceDraftState } from "@/features/invoices/lib/invoice-draft";
import { FeeLinesFields } from "./fee-lines-fields";
import { InvoiceTotals } from "./invoice-totals";

const KIND_HINTS: Record<InvoiceKind, string> = {
  deposit: "A percent of an approved quote, asked up front.",
  progress: "A percent of an approved quote, or some of its lines in full.",
  final: "Everything left of an approved quote, less what was invoiced before.",
  fee: "Lines of your own: design fees, consultations, time.",
};

interface InvoiceDraftFieldsProps {
  state: InvoiceDraftState;
  onChange: (state: InvoiceDraftState) => void;
  errors: Record<string, string>;
  quotes: readonly BillableQuote[];
  vatPercent: string;
  depositPercent: string;
  /** A new draft chooses its kind and quote; a draft being changed keeps them. */
  creating: boolean;
}

/** The fields of an invoice draft for its kind, and the totals it will have as they are typed. */
export function InvoiceDraftFields({ state, onChange, errors, quotes, vatPercent, depositPercent, creating }: InvoiceDraftFieldsProps) {
  const set = (changes: Partial<InvoiceDraftState>) => onChange({ ...state, ...changes });
  const quote = quotes.find((each) => each.id === state.quoteId);
  const context: DraftContext = { vatPercent, depositPercent, quote };
  const totals = liveTotals(state, context);
  const billsQuote = state.kind !== "fee";
  return (
    <div className="grid gap-5">
      {creating && (
        <SelectField
          label="Kind"
          value={state.kind}
          onChange={(event) => set({ kind: event.target.value as InvoiceKind })}
          options={INVOICE_KINDS.map((kind) => ({ value: kind, label: `${INVOICE_KIND_LABELS[kind]}: ${KIND_HINTS[kind]}` }))}
          error={errors.kind}
        />
      )}
      {billsQuote && creating && (
        <SelectField
          label="Approved Quote"
          value={state.quoteId}
          onChange={(event) => set({ quoteId: event.target.value, quoteLineIds: [] })}
          emptyOption={quotes.length === 0 ? "No approved quotes yet" : "Choose a quote"}
          options={quotes.map((each) => ({ value: each.id, label: `${each.number} ${each.title}: ${formatRand(each.remaining)} of ${formatRand(each.subtotal)} left to invoice` }))}
          error={errors.quoteId}
        />
      )}
      {state.kind === "progress" && (
        <SelectField
          label="Bill"
          value={state.progressBy}
          onChange={(event) => set({ progressBy: event.target.value as InvoiceDraftState["progressBy"] })}
          options={[
            { value: "percent", label: "A percent of the quote" },
            { value: "lines", label: "Chosen lines in full" },
          ]}
        />
      )}
      {(state.kind === "deposit" || (state.kind === "progress" && state.progressBy === "percent")) && (
        <FormField
          label="Percent of the Quote"
          inputMode="decimal"
          value={state.percent}
          placeholder={state.kind === "deposit" ? String(Number(depositPercent)) : undefined}
          hint={state.kind === "deposit" ? `Empty asks the studio's deposit of ${Number(depositPercent)}%.` : undefined}
          onChange={(event) => set({ percent: event.target.value })}
          error={errors.percent}
        />
      )}
      {state.kind === "progress" && state.progressBy === "lines" && quote && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Lines to Bill</legend>
          {quote.lines.map((line) => (
            <CheckboxField
              key={line.id}
              label={`${line.name}${line.roomName ? `, ${line.roomName}` : ""}: ${formatRand(line.lineTotal)}${line.invoiced ? " (invoiced)" : ""}`}
              checked={state.quoteLineIds.includes(line.id)}
              disabled={line.invoiced && !state.quoteLineIds.includes(line.id)}
              onChange={(event) => set({ quoteLineIds: event.target.checked ? [...state.quoteLineIds, line.id] : state.quoteLineIds.filter((id) => id !== line.id) })}
            />
          ))}
          {errors.quoteLineIds && <p className="text-sm text-destructive">{errors.quoteLineIds}</p>}
        </fieldset>
      )}
      {state.kind === "fee" && <FeeLinesFields lines={state.lines} onChange={(lines) => set({ lines })} errors={errors} />}
      <TextareaField label="Notes" rows={3} value={state.notes} onChange={(event) => set({ notes: event.target.value })} error={errors.notes} />
      {totals ? <InvoiceTotals totals={totals} vatPercent={vatPercent} label="Draft totals" /> : <p className="text-sm text-muted-foreground">The totals show once the amounts can be read.</p>}
    </div>
  );
}
