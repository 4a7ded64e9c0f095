import { useEffect, useState, type RefObject } from "react";

/** Whether a sideways scroller hides content before (left of) and after (right of) what it shows. */
export interface ScrollEdges {
  before: boolean;
  after: boolean;
}

/** Rounding in zoomed or scaled layouts leaves a pixel or so at an end the scroller has reached. */
const TOLERANCE_PX = 1;

export function scrollEdges({ scrollLeft, scrollWidth, clientWidth }: Pick<Element, "scrollLeft" | "scrollWidth" | "clientWidth">): ScrollEdges {
  return {
    before: scrollLeft > TOLERANCE_PX,
    after: scrollWidth - clientWidth - scrollLeft > TOLERANCE_PX,
  };
}

/** Follows a sideways scroller's hidden ends as it scrolls and as it or its content changes size. */
export function useScrollEdges(scroller: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const update = () =>
      setEdges((current) => {
        const next = scrollEdges(element);
        return next.before === current.before && next.after === current.after ? current : next;
      });
    update();
    element.addEventListener("scroll", update, { passive: true });
    // jsdom has no ResizeObserver; there is no layout to follow there either.
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener("scroll", update);
      observer?.disconnect();
    };
  }, [scroller]);
  return edges;
}
