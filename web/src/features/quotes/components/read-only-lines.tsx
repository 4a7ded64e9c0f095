import type { QuoteLine } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { groupLines, inGroupOrder } from "@/features/quotes/lib/quote-draft";
import { humanize } from "@/lib/labels";
import { LineGroupTable } from "./line-group-table";

/** A quote's lines by room, labour and delivery, as they were saved. */
export function ReadOnlyLines({ lines }: { lines: QuoteLine[] }) {
  const ordered = inGroupOrder(lines);
  const withCosts = lines.every((line) => line.unitCost !== undefined);
  if (ordered.length === 0) return <p className="text-sm text-muted-foreground">This quote has no lines.</p>;
  return (
    <div className="grid grid-cols-1 gap-6">
      {groupLines(ordered).map((group) => (
        <LineGroupTable key={group.key} title={group.title} withCosts={withCosts}>
          {group.indexes.map((index) => {
            const line = ordered[index];
            if (!line) return null;
            return (
              <tr key={line.id} className="border-b border-border last:border-0">
                <td className="px-2 py-2 font-medium">{line.name}</td>
                <td className="px-2 py-2 text-right tabular-nums">{line.quantity}</td>
                <td className="px-2 py-2">{humanize(line.unit)}</td>
                {line.unitCost !== undefined && <td className="px-2 py-2 text-right tabular-nums">{formatRand(line.unitCost)}</td>}
                {line.markupPercent !== undefined && <td className="px-2 py-2 text-right tabular-nums">{line.markupPercent}%</td>}
                <td className="px-2 py-2 text-right tabular-nums">{formatRand(line.unitPrice)}</td>
                <td className="px-2 py-2 text-right tabular-nums">{formatRand(line.lineTotal)}</td>
              </tr>
            );
          })}
        </LineGroupTable>
      ))}
    </div>
  );
}
