import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TOUCH_TARGET } from "@/features/quotes/lib/touch-target";

interface LineOrderButtonsProps {
  /** How the line is named to assistive technology: its name, or "line 3" while it has none. */
  lineLabel: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onRemove: () => void;
}

/** Move a line up or down inside its group, or remove it. */
export function LineOrderButtons({ lineLabel, canMoveUp, canMoveDown, onMoveUp, onMoveDown, onRemove }: LineOrderButtonsProps) {
  return (
    <div className="flex justify-end gap-1">
      <Button type="button" variant="ghost" size="icon-sm" className={TOUCH_TARGET} aria-label={`Move ${lineLabel} up`} disabled={!canMoveUp} onClick={onMoveUp}>
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button type="button" variant="ghost" size="icon-sm" className={TOUCH_TARGET} aria-label={`Move ${lineLabel} down`} disabled={!canMoveDown} onClick={onMoveDown}>
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button type="button" variant="ghost" size="icon-sm" className={TOUCH_TARGET} aria-label={`Remove ${lineLabel}`} onClick={onRemove}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
