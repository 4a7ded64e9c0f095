/** Where a room item goes once approved, in order; cancelled is the designer's word and never moved. */
export const PROGRESS = ["ordered", "in_transit", "delivered", "installed"] as const;
export type ItemProgressStatus = (typeof PROGRESS)[number];

/** The date each stage was reached, by the item's field. */
export const REACHED_AT = { ordered: "orderedAt", in_transit: "inTransitAt", delivered: "deliveredAt", installed: "installedAt" } as const;

/** The stages an item moves forward from to reach `to` (besides having none yet): only those before it. */
export function stagesBehind(to: ItemProgressStatus): ItemProgressStatus[] {
  return PROGRESS.slice(0, PROGRESS.indexOf(to));
}

/** The stages of an item that has reached `to` already, or gone further: it stays, and only gets the stage's date. */
export function stagesReached(to: ItemProgressStatus): ItemProgressStatus[] {
  return PROGRESS.slice(PROGRESS.indexOf(to));
}

