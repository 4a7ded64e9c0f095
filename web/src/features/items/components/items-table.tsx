import { specificationLines, type Room, type RoomItem } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { formatQuantity } from "@/features/items/lib/item-display";
import { RoomItemWhereabouts } from "@/features/production/components/room-item-whereabouts";
import { useOffers } from "@/hooks/use-can";
import { humanize } from "@/lib/labels";
import { cn } from "@/lib/utils";
import { AiItemBadge, CATALOGUE_ESTIMATE } from "./ai-item-badge";
import { DeleteItemButton, EditItemButton } from "./item-dialogs";

const COLUMNS = ["Item", "Quantity", "Specifications", "Estimated Cost", "Actions"] as const;

/**
 * The Room Items table. Under 640px each row becomes a stacked card; the explicit roles keep it a
 * table for screen readers even when CSS changes how it is displayed.
 */
export function ItemsTable({ room, items }: { room: Pick<Room, "id" | "projectId" | "name">; items: RoomItem[] }) {
  // The server leaves costs out for a member who may not see them: then the column goes too.
  const seesCosts = items.every((item) => item.costEstimate !== undefined);
  // A member who may not change items has no Actions column either.
  const changes = useOffers("work.write");
  const columns = COLUMNS.filter((column) => (seesCosts || column !== "Estimated Cost") && (changes || column !== "Actions"));
  return (
    <table role="table" className="w-full text-sm max-sm:block">
      <thead role="rowgroup" className="max-sm:sr-only">
        <tr role="row" className="border-b border-border text-left text-xs tracking-wide text-muted-foreground uppercase">
          {columns.map((column) => (
            <th key={column} role="columnheader" scope="col" className={cn("px-3 py-2 font-medium", column === "Estimated Cost" && "text-right")}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="max-sm:grid max-sm:gap-3">
        {items.map((item) => (
          <tr
            key={item.id}
            role="row"
            className="border-b border-border align-top last:border-0 max-sm:grid max-sm:gap-2 max-sm:rounded-lg max-sm:border max-sm:p-4 max-sm:last:border"
          >
            <Cell label="Item">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {item.name}
                <AiItemBadge item={item} />
                {item.overdue && <Badge tone="danger">Overdue</Badge>}
                <RoomItemWhereabouts projectId={room.projectId} roomItemId={item.id} />
              </span>
              <span className="block text-xs text-muted-foreground">{item.category ? humanize(item.category) : "Uncategorised"}</span>
            </Cell>
            <Cell label="Quantity">{formatQuantity(item.quantity, item.unit)}</Cell>
            <Cell label="Specifications">
              <SpecificationText item={item} />
            </Cell>
            {item.costEstimate !== undefined && (
              <Cell label="Estimated Cost" className="sm:text-right">
                {formatRand(item.costEstimate)}
                {item.costFromCatalogue && <span className="block text-xs text-muted-foreground">{CATALOGUE_ESTIMATE}</span>}
              </Cell>
            )}
            {changes && (
              <Cell label="Actions">
                <span className="flex gap-1 max-sm:justify-end">
                  <EditItemButton room={room} item={item} />
                  <DeleteItemButton room={room} item={item} />
                </span>
              </Cell>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td role="cell" className={cn("px-3 py-3 max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:p-0", className)}>
      {/* The column name, shown only where the table is stacked and its header row hidden. */}
      <span aria-hidden="true" className="font-medium text-muted-foreground sm:hidden">
        {label}
      </span>
      <span className="max-sm:text-right">{children}</span>
    </td>
  );
}

function SpecificationText({ item }: { item: RoomItem }) {
  const lines = specificationLines(item);
  if (lines.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <>
      {lines.map((line, index) => (
        <span key={index} className={cn("block", index > 0 && "text-xs text-muted-foreground")}>
          {line}
        </span>
      ))}
    </>
  );
}
