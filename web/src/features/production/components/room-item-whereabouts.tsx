import { ITEM_STAGE_LABELS, ITEM_STAGES, type ProductionItem } from "@atelier/contracts";
import { Badge } from "@/components/ui/badge";
import { useStudioDates } from "@/lib/studio-time-zone";
import { useProductions } from "../queries/use-productions";

/** The furthest along of the room item's production items (an item approved on two quotes has two). */
export function furthestFor(items: readonly ProductionItem[] | undefined, roomItemId: string): ProductionItem | undefined {
  const rank = (item: ProductionItem) => ITEM_STAGES.indexOf(item.whereabouts.stage);
  return items?.filter((item) => item.roomItemId === roomItemId).sort((a, b) => rank(b) - rank(a))[0];
}

/** Where a room item is once a client approved it (approved, ordered, in transit, delivered, installed) and since when; nothing before. */
export function RoomItemWhereabouts({ projectId, roomItemId }: { projectId: string; roomItemId: string }) {
  const { formatDate } = useStudioDates();
  const productions = useProductions(projectId);
  const item = furthestFor(productions.data, roomItemId);
  if (!item) return null;
  const { stage, dates } = item.whereabouts;
  const since = dates[stage];
  return (
    <Badge tone={stage === "approved" ? "info" : "success"}>
      {ITEM_STAGE_LABELS[stage]}
      {since && ` ${formatDate(since)}`}
    </Badge>
  );
}
