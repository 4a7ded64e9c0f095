import type { RoomItem } from "@atelier/contracts";
import { Sparkles } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** Marks an item a voice note added: "AI 93%" on screen, said in full to screen readers. */
export function AiItemBadge({ item }: { item: Pick<RoomItem, "source" | "aiConfidence"> }) {
  if (item.source !== "voice" || item.aiConfidence === null) return null;
  const percent = Math.round(item.aiConfidence * 100);
  const said = `Added by AI from a voice note, ${percent}% confidence`;
  return (
    <Badge tone="info" title={said}>
      <Sparkles aria-hidden="true" className="size-3" />
      <span aria-hidden="true">AI {percent}%</span>
      <span className="sr-only">{said}</span>
    </Badge>
  );
}

/** Said under a cost the price catalogue estimated, until a designer sets it. */
export const CATALOGUE_ESTIMATE = "Catalogue estimate";
