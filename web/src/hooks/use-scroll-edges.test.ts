import { describe, expect, it } from "vitest";
import { scrollEdges } from "./use-scroll-edges";

describe("scrollEdges", () => {
  it("finds nothing hidden when the content fits", () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 320, clientWidth: 320 })).toEqual({ before: false, after: false });
  });

  it("finds content after the view at the start, on both sides in the middle and before it at the end", () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 760, clientWidth: 328 })).toEqual({ before: false, after: true });
    expect(scrollEdges({ scrollLeft: 200, scrollWidth: 760, clientWidth: 328 })).toEqual({ before: true, after: true });
    expect(scrollEdges({ scrollLeft: 432, scrollWidth: 760, clientWidth: 328 })).toEqual({ before: true, after: false });
  });

  it("counts an end reached to within a rounding pixel as reached", () => {
    expect(scrollEdges({ scrollLeft: 431.5, scrollWidth: 760, clientWidth: 328 })).toEqual({ before: true, after: false });
    expect(scrollEdges({ scrollLeft: 0.5, scrollWidth: 760, clientWidth: 328 })).toEqual({ before: false, after: true });
  });
});
