import { Ellipsis } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * Actions that share a row on a wider screen but would stack into rows on a phone: there they wait behind
 * More, a disclosure button, and follow it in the row when it is opened. Each action keeps its own button, so
 * a dialog it opens returns focus to it as anywhere else.
 */
export function PhoneOverflow({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button variant="outline" className="sm:hidden" aria-label={label} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <Ellipsis aria-hidden="true" />
        More
      </Button>
      <div id={id} className={cn("contents", !open && "max-sm:hidden")}>
        {children}
      </div>
    </>
  );
}
