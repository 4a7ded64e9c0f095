import { roomItemFromExtracted, specificationLines, type ExtractedItem, type Room } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAddItemMutation } from "@/features/items/queries/use-item-mutations";
import { formatQuantity } from "@/features/items/lib/item-display";
import { humanize } from "@/lib/labels";

interface SuggestedItemRowProps {
  room: Pick<Room, "id" | "projectId">;
  item: ExtractedItem;
  /** Called once the item is in the room, to take it off the suggestions. */
  onAdded: () => void;
}

/** An item the AI was not sure enough of to add by itself, added with one click. */
export function SuggestedItemRow({ room, item, onAdded }: SuggestedItemRowProps) {
  const add = useAddItemMutation(room);
  const details = [formatQuantity(item.quantity, item.unit), humanize(item.category), ...specificationLines(item)];
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <span className="font-medium">{item.name}</span>
        <span className="text-sm text-muted-foreground">{details.join(" · ")}</span>
        <span className="text-sm text-muted-foreground">
          Estimated {formatRand(item.estimatedCost)} · {Math.round(item.confidence * 100)}% confidence
        </span>
      </div>
      <Button
        variant="outline"
        className="w-full sm:w-auto"
        aria-label={`Add ${item.name}`}
        disabled={add.isPending}
        onClick={() => add.mutate(roomItemFromExtracted(item), { onSuccess: onAdded })}
      >
        <Plus aria-hidden="true" />
        {add.isPending ? "Adding..." : "Add"}
      </Button>
    </li>
  );
}
