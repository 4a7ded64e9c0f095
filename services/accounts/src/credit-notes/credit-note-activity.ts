import type { CreditNote } from "@atelier/db";

/** "CN-2026-0001". */
export const creditNoteRecord = (note: Pick<CreditNote, "id" | "number">) => ({ type: "credit-note" as const, id: note.id, label: note.number });
