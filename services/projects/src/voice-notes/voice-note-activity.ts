import type { ActivityAction, ActivityChange } from "@atelier/contracts";
import type { Prisma } from "@atelier/db";
import { recordActivity } from "@atelier/kit";

/** Inside the note's transaction: its entry, the note named by its room ("voice note in Living Room"). */
export async function recordVoiceNoteActivity(tx: Prisma.TransactionClient, note: { id: string; roomId: string }, action: ActivityAction, changes: ActivityChange[]): Promise<void> {
  const room = await tx.room.findUniqueOrThrow({ where: { id: note.roomId }, select: { name: true, projectId: true } });
  await recordActivity(tx, { projectId: room.projectId, record: { type: "voice-note", id: note.id, label: `in ${room.name}` }, action, changes });
}

/** The items a note added or took out, by name. */
export const itemsChange = (label: string, names: string[]): ActivityChange[] => (names.length === 0 ? [] : [{ field: "items", label, before: null, after: names.join(", ") }]);
