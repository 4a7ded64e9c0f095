import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** A transcript cut to three lines, with Show more / Show less when it runs longer than that. */
export function ClampedTranscript({ text }: { text: string }) {
  const id = useId();
  const paragraph = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  // Measured while clamped, and again whenever the width changes the line breaks.
  useEffect(() => {
    const element = paragraph.current;
    if (!element || expanded) return;
    const observer = new ResizeObserver(() => setOverflows(element.scrollHeight > element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded]);

  return (
    <div className="grid justify-items-start gap-1">
      <p id={id} ref={paragraph} className={cn("text-sm leading-relaxed whitespace-pre-line", !expanded && "line-clamp-3")}>
        {text}
      </p>
      {overflows && (
        <Button variant="ghost" size="sm" className="-ml-3" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? "Show less" : "Show more"}
        </Button>
      )}
    </div>
  );
}
