import * as TabsPrimitive from "@radix-ui/react-tabs";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, type ComponentProps, type RefObject } from "react";
import { useScrollEdges } from "@/hooks/use-scroll-edges";
import { cn } from "@/lib/utils";

export const Tabs = TabsPrimitive.Root;

/**
 * The tabs scroll sideways inside themselves when they do not fit (eight project tabs on a phone), never
 * widening the page; a fading edge with an arrow shows on each side that has more, and the open tab is
 * brought into view. Keyboard users move through the tabs with the arrow keys, which scroll as they go.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const scroller = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(scroller);
  useEffect(() => {
    const element = scroller.current;
    const active = element?.querySelector<HTMLElement>('[data-state="active"]');
    if (element && active) element.scrollLeft = active.offsetLeft + active.offsetWidth / 2 - element.clientWidth / 2;
  }, []);
  return (
    // One track of minmax(0, 1fr): however wide the tabs, the strip never widens the column it sits in.
    <div className="relative grid grid-cols-1">
      <div ref={scroller} className="relative overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
        <TabsPrimitive.List
          className={cn("inline-flex h-11 items-center rounded-lg bg-muted p-1 text-muted-foreground pointer-coarse:h-auto", className)}
          {...props}
        />
      </div>
      {edges.before && <ScrollHint side="before" scroller={scroller} />}
      {edges.after && <ScrollHint side="after" scroller={scroller} />}
    </div>
  );
}

/** Share of the visible width one tap on an arrow scrolls, leaving a tab or so in view for context. */
const SCROLL_STEP = 0.6;

/** A pointer's way to the hidden tabs; keyboard and screen-reader users reach every tab in the list itself. */
function ScrollHint({ side, scroller }: { side: "before" | "after"; scroller: RefObject<HTMLDivElement | null> }) {
  const Icon = side === "before" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      className={cn(
        "absolute inset-y-0 flex w-11 items-center from-muted from-45% to-transparent text-foreground",
        side === "before" ? "left-0 justify-start rounded-l-lg bg-linear-to-r pl-1" : "right-0 justify-end rounded-r-lg bg-linear-to-l pr-1",
      )}
      onClick={() => {
        const element = scroller.current;
        element?.scrollBy({ left: (side === "before" ? -1 : 1) * element.clientWidth * SCROLL_STEP, behavior: "smooth" });
      }}
    >
      <Icon className="size-5" />
    </button>
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex flex-1 items-center justify-center rounded-md px-4 py-1.5 text-sm font-medium whitespace-nowrap transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-muted disabled:pointer-events-none disabled:opacity-60 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm pointer-coarse:min-h-11",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        "mt-6 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
      {...props}
    />
  );
}
