import { useId, type ReactNode } from "react";
import { cn } from "@/lib/utils";

/** The columns of a quote's lines; unit cost and markup are the studio's, never the client's. */
export const LINE_COLUMNS = ["Item", "Qty", "Unit", "Unit Cost", "Markup %", "Unit Price", "Line Total"] as const;

interface LineGroupTableProps {
  /** The room's name, "Labour" or "Delivery". */
  title: string;
  /** A last column for the line's actions, in the editor. */
  withActions?: boolean;
  /** The unit cost and markup columns, left out for a member who may not see costs. */
  withCosts?: boolean;
  children: ReactNode;
}

/** One group of lines under its heading, as a table that scrolls sideways inside the card on a phone. */
const COST_COLUMNS: readonly string[] = ["Unit Cost", "Markup %"];

export function LineGroupTable({ title, withActions = false, withCosts = true, children }: LineGroupTableProps) {
  const columns = LINE_COLUMNS.filter((column) => withCosts || !COST_COLUMNS.includes(column));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-2">
      <h3 id={headingId} className="text-lg">
        {title}
      </h3>
      {/* Relative, so the visually hidden header text scrolls with the table instead of widening the page. */}
      <div className="relative overflow-x-auto rounded-lg border border-border">
        <table aria-labelledby={headingId} className="w-full min-w-[56rem] text-sm">
          <thead>
            <tr className="border-b border-border bg-muted/40 text-left text-xs tracking-wide text-muted-foreground uppercase">
              {columns.map((column) => (
                <th key={column} scope="col" className={cn("px-2 py-2 font-medium", isRightAligned(column, withActions) && "text-right")}>
                  {column}
                </th>
              ))}
              {withActions && (
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </section>
  );
}

/** Figures line up on the right; in the editor only the computed total does, the rest are inputs. */
const isRightAligned = (column: (typeof LINE_COLUMNS)[number], withActions: boolean) =>
  column === "Line Total" || (!withActions && column !== "Item" && column !== "Unit");
