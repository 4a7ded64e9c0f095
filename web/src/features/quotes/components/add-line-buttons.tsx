import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TOUCH_TARGET } from "@/features/quotes/lib/touch-target";

/** Labour and delivery are priced by hand; room items come from the project. */
export function AddLineButtons({ onAdd }: { onAdd: (kind: "labour" | "delivery") => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" className={TOUCH_TARGET} onClick={() => onAdd("labour")}>
        <Plus aria-hidden="true" />
        Add Labour Line
      </Button>
      <Button type="button" variant="outline" className={TOUCH_TARGET} onClick={() => onAdd("delivery")}>
        <Plus aria-hidden="true" />
        Add Delivery Line
      </Button>
    </div>
  );
}
