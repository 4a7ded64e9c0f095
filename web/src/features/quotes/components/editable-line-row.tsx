import { ITEM_UNITS } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { Select } from "@/components/ui/select";
import { markupFromTypedPrice, previewLine, priceFromMarkup, type QuoteDraft, type QuoteLineDraft } from "@/features/quotes/lib/quote-draft";
import { bindField, bindMoneyField } from "@/lib/field-binding";
import { humanize } from "@/lib/labels";
import { cn } from "@/lib/utils";
import { LineCellInput } from "./line-cell-input";
import { LineOrderButtons } from "./line-order-buttons";

interface EditableLineRowProps {
  form: UseFormReturn<QuoteDraft>;
  index: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/**
 * One line of a draft. Markup and unit price follow each other as either is typed (the one typed last is
 * what is saved); the line total is the preview of what the server will charge.
 */
export function EditableLineRow({ form, index, canMoveUp, canMoveDown, onMove, onRemove }: EditableLineRowProps) {
  const line = useWatch({ control: form.control, name: `lines.${index}` });
  const lineLabel = line.name.trim() || `line ${index + 1}`;
  const path = <F extends "name" | "quantity" | "unit" | "unitCost" | "markupPercent" | "unitPrice">(field: F) => `lines.${index}.${field}` as const;

  const repriceFromMarkup = () =>
    form.setValue(path("unitPrice"), priceFromMarkup(form.getValues(path("unitCost")), form.getValues(path("markupPercent"))));
  const remarkupFromPrice = () =>
    form.setValue(path("markupPercent"), markupFromTypedPrice(form.getValues(path("unitPrice")), form.getValues(path("unitCost"))));
  const priceFrom = (source: QuoteLineDraft["priceFrom"]) => form.setValue(`lines.${index}.priceFrom`, source);

  /** A figure's cell; `onChange` keeps the figures that follow from it in step. */
  const figureCell = (field: "quantity" | "unitCost" | "markupPercent" | "unitPrice", column: string, width: string, onChange?: () => void) => {
    const bind = field === "unitCost" || field === "unitPrice" ? bindMoneyField : bindField;
    return (
      <td className={cn("px-2 py-2", width)}>
        <LineCellInput label={`${column}, ${lineLabel}`} inputMode="decimal" autoComplete="off" {...bind(form, path(field), { onChange })} />
      </td>
    );
  };

  return (
    <tr className="border-b border-border align-top last:border-0">
      <td className="min-w-48 px-2 py-2">
        <LineCellInput label={`Name, ${lineLabel}`} autoComplete="off" {...bindField(form, path("name"))} />
      </td>
      {figureCell("quantity", "Quantity", "w-24")}
      <td className="w-28 px-2 py-2">
        <Select aria-label={`Unit, ${lineLabel}`} className="h-10 pointer-coarse:h-11" {...form.register(path("unit"))}>
          {ITEM_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {humanize(unit)}
            </option>
          ))}
        </Select>
      </td>
      {figureCell("unitCost", "Unit cost", "w-32", () => (form.getValues(`lines.${index}.priceFrom`) === "markup" ? repriceFromMarkup() : remarkupFromPrice()))}
      {figureCell("markupPercent", "Markup %", "w-24", () => {
        priceFrom("markup");
        repriceFromMarkup();
      })}
      {figureCell("unitPrice", "Unit price", "w-32", () => {
        priceFrom("unitPrice");
        remarkupFromPrice();
      })}
      <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums">
        <span className="inline-flex h-10 items-center">{formatRand(previewLine(line).lineTotal)}</span>
      </td>
      <td className="px-2 py-2">
        <LineOrderButtons
          lineLabel={lineLabel}
          canMoveUp={canMoveUp}
          canMoveDown={canMoveDown}
          onMoveUp={() => onMove(index, index - 1)}
          onMoveDown={() => onMove(index, index + 1)}
          onRemove={() => onRemove(index)}
        />
      </td>
    </tr>
  );
}
