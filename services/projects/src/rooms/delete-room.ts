import type { Room } from "@atelier/db";
import type { MediaDeps } from "../config";

/** Deletes the room with its items and voice notes, and the notes' recordings; its images stay with the project. */
export async function deleteRoom({ prisma, storage, quota, logger, changes }: MediaDeps, studioId: string, room: Pick<Room, "id" | "projectId">): Promise<void> {
  const recordingKeys = await prisma.$transaction(async (tx) => {
    // Holding the room's row makes a note saved meanwhile wait, then fail: no recording escapes the list.
    await tx.$queryRaw`SELECT id FROM rooms WHERE id = ${room.id}::uuid FOR UPDATE`;
    const notes = await tx.voiceNote.findMany({ where: { roomId: room.id, audioObjectKey: { not: null } }, select: { audioObjectKey: true } });
    await tx.room.delete({ where: { id: room.id } });
    return notes.map((note) => note.audioObjectKey!);
  });
  changes.announce(room.projectId, "rooms", room.id);
  // The rows are gone, so the recordings are unreachable; a failed removal only leaves garbage behind.
  await storage.remove(recordingKeys).catch((error: unknown) => logger.warn({ err: error, keys: recordingKeys }, "could not remove a deleted room's recordings"));
  if (recordingKeys.length > 0) await quota.forget(studioId);
}
