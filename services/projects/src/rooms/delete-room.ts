import { recordActivity } from "@atelier/kit";
import type { Room } from "@atelier/db";
import type { MediaDeps } from "../config";
import { removeUnreachableFiles } from "../objects/remove-unreachable-files";
import { roomRecord } from "./room-activity";

/** Deletes the room with its items and voice notes, and the notes' recordings; its images stay with the project. */
export async function deleteRoom(deps: MediaDeps, studioId: string, room: Pick<Room, "id" | "projectId" | "name">): Promise<void> {
  const recordingKeys = await deps.prisma.$transaction(async (tx) => {
    // Holding the room's row makes a note saved meanwhile wait, then fail: no recording escapes the list.
    await tx.$queryRaw`SELECT id FROM rooms WHERE id = ${room.id}::uuid FOR UPDATE`;
    const notes = await tx.voiceNote.findMany({ where: { roomId: room.id, audioObjectKey: { not: null } }, select: { audioObjectKey: true } });
    await tx.room.delete({ where: { id: room.id } });
    await recordActivity(tx, { studioId, projectId: room.projectId, record: roomRecord(room), action: "deleted" });
    return notes.map((note) => note.audioObjectKey!);
  });
  deps.changes.announce(room.projectId, "rooms", room.id);
  await removeUnreachableFiles(deps, studioId, recordingKeys, "a deleted room's");
}
