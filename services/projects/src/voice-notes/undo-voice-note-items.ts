import type { UndoneVoiceNoteItems } from "@atelier/contracts";
import { changedNothing } from "@atelier/kit";
import type { VoiceNoteOfProject } from "../access/records";
import type { ProjectsDeps } from "../config";
import { KEPT_REASON_FIELDS, keptReasonOf, UNDOABLE_ITEM } from "./undoable-items";
import { itemsChange, recordVoiceNoteActivity } from "./voice-note-activity";

/**
 * Takes the items a voice note added back out of the room in one step, but for those a designer has
 * changed since or that a quote or purchase order names, which are kept and answered with why. The note
 * and its transcript stay. Undoing again removes nothing more and answers the same kept items.
 */
export async function undoVoiceNoteItems({ prisma, changes }: ProjectsDeps, note: VoiceNoteOfProject): Promise<UndoneVoiceNoteItems> {
  // The rule is checked in the delete itself, so an item quoted or edited a moment ago is never taken.
  const count = await prisma.$transaction(async (tx) => {
    const candidates = await tx.roomItem.findMany({ where: { voiceNoteId: note.id, ...UNDOABLE_ITEM }, select: { id: true, name: true } });
    const ids = candidates.map((item) => item.id);
    await tx.roomItem.deleteMany({ where: { id: { in: ids }, ...UNDOABLE_ITEM } });
    const left = new Set((await tx.roomItem.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((item) => item.id));
    const taken = candidates.filter((item) => !left.has(item.id));
    if (taken.length > 0) await recordVoiceNoteActivity(tx, note, "updated", itemsChange("Items taken out", taken.map((item) => item.name)));
    else changedNothing();
    return taken.length;
  });
  const remaining = await prisma.roomItem.findMany({
    where: { voiceNoteId: note.id },
    select: { id: true, name: true, ...KEPT_REASON_FIELDS },
    orderBy: { name: "asc" },
  });
  if (count > 0) changes.announce(note.room.projectId, "voice-notes", note.id);
  return {
    removed: count,
    kept: remaining.flatMap((item) => {
      const reason = keptReasonOf(item);
      return reason ? [{ id: item.id, name: item.name, reason }] : [];
    }),
  };
}
