import { Plus, Trash2 } from "lucide-react";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { formatTypedRand } from "@/lib/field-binding";
import { emptyLine, type TypedLine } from "@/features/invoices/lib/invoice-draft";

interface FeeLinesFieldsProps {
  lines: TypedLine[];
  onChange: (lines: TypedLine[]) => void;
  /** The contract's reasons by field, e.g. "lines.0.unitPrice". */
  errors: Record<string, string>;
}

/** A fee invoice's lines as typed: what, how many, and the price of one before VAT; a line can be added or removed. */
export function FeeLinesFields({ lines, onChange, errors }: FeeLinesFieldsProps) {
  const change = (index: number, field: keyof TypedLine, value: string) => onChange(lines.map((line, at) => (at === index ? { ...line, [field]: value } : line)));
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Lines</legend>
      {lines.map((line, index) => (
        <div key={index} className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_5rem_8rem_auto] sm:items-start">
          <FormField label={`Description, line ${index + 1}`} value={line.description} error={errors[`lines.${index}.description`]} onChange={(event) => change(index, "description", event.target.value)} />
          <FormField label="Qty" inputMode="decimal" value={line.quantity} error={errors[`lines.${index}.quantity`]} onChange={(event) => change(index, "quantity", event.target.value)} />
          <FormField
            label="Unit price"
            inputMode="decimal"
            autoComplete="off"
            value={line.unitPrice}
            error={errors[`lines.${index}.unitPrice`]}
            onChange={(event) => change(index, "unitPrice", event.target.value)}
            onBlur={(event) => change(index, "unitPrice", formatTypedRand(event.target.value))}
          />
          <Button type="button" variant="ghost" className="min-h-11 self-end" aria-label={`Remove line ${index + 1}`} disabled={lines.length === 1} onClick={() => onChange(lines.filter((_, at) => at !== index))}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      {errors.lines && <p className="text-sm text-destructive">{errors.lines}</p>}
      <Button type="button" variant="outline" className="min-h-11 justify-self-start" onClick={() => onChange([...lines, emptyLine()])}>
        <Plus aria-hidden="true" />
        Add Line
      </Button>
    </fieldset>
  );
}
