import { describe, expect, it } from "vitest";
import { PROGRESS, stagesBehind, stagesReached, type ItemProgressStatus } from "./progress-stages";

/** What advanceRoomItems's two updates do to an item at `status` when an event says it reached `to`. */
function progressOf(status: string | null, to: ItemProgressStatus): "moves" | "dated" | "unchanged" {
  if (status === null || (stagesBehind(to) as string[]).includes(status)) return "moves";
  return (stagesReached(to) as string[]).includes(status) ? "dated" : "unchanged";
}

describe("an item's progress once approved", () => {
  it("moves an item not yet ordered to any stage an event names", () => {
    for (const to of PROGRESS) expect(progressOf(null, to), to).toBe("moves");
  });

  it.each([
    ["ordered", "in_transit", "moves"],
    ["ordered", "installed", "moves"],
    ["in_transit", "delivered", "moves"],
    ["delivered", "installed", "moves"],
  ] as const)("moves an item %s forward to %s", (status, to, effect) => {
    expect(progressOf(status, to)).toBe(effect);
  });

  it.each([
    ["delivered", "in_transit"],
    ["installed", "ordered"],
    ["in_transit", "ordered"],
  ] as const)("never moves an item %s back to %s (an event heard late): it only gets the stage's date", (status, to) => {
    expect(progressOf(status, to)).toBe("dated");
  });

  it("leaves an item at the stage an event names where it is, dating it (an event heard twice)", () => {
    for (const stage of PROGRESS) expect(progressOf(stage, stage), stage).toBe("dated");
  });

  it("never moves or dates a cancelled item: that is the designer's word", () => {
    for (const to of PROGRESS) expect(progressOf("cancelled", to), to).toBe("unchanged");
  });
});
