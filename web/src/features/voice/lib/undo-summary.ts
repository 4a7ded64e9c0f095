import type { UndoKeptReason, UndoneVoiceNoteItems } from "@atelier/contracts";
import type { ToastMessage } from "@/hooks/use-toast";

const WHY_KEPT: Record<UndoKeptReason, string> = {
  edited: "changed since",
  quoted: "on a quote",
  ordered: "on a purchase order",
};

const itemsWord = (count: number) => (count === 1 ? "1 item" : `${count} items`);

/** The toast after undoing a voice note's items: what went, that the note stays, and each item kept with why. */
export function undoSummary({ removed, kept }: UndoneVoiceNoteItems): ToastMessage {
  const went = removed > 0 ? `${itemsWord(removed)} removed from the room; the voice note and its transcript are kept.` : "No items were removed.";
  const stayed = kept.length > 0 ? ` Kept: ${kept.map((item) => `${item.name} (${WHY_KEPT[item.reason]})`).join(", ")}.` : "";
  return { title: removed > 0 ? "Voice Items Undone" : "Nothing to Undo", description: went + stayed };
}
