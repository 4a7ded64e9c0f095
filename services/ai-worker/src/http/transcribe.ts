import { randomUUID } from "node:crypto";
import { z } from "zod";
import { loadStudioRecordToChange, objectKeys, parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { AiRecords } from "../access/records";
import { transcribeJob, voiceNoteJob } from "../jobs/definitions";
import type { AiRouteDeps } from "./ai-deps";
import { receiveRecording } from "./receive-recording";
import { alreadyStarted, discardBody, isDuplicateStart, jobIdOfKey } from "./recording-once";
import { startJob } from "./start-job";

const transcribeFieldsSchema = z.object({ roomId: z.uuid({ error: "Room not found" }).optional() });

/**
 * POST /api/voice/transcribe: multipart with the recording in `audio`. Answers 202 with the job:
 * with a `roomId`, the recorder's whole pipeline (the note and its items end up in the room);
 * without, the transcription alone. Counts against the studio's upload quota. With an Idempotency-Key, the
 * same recording sent again (a retry after a lost answer) is not kept twice: it answers the job of its first sending.
 */
export function transcribeRoute(deps: AiRouteDeps, records: AiRecords): AccessHandler<Staff, undefined> {
  const { storage, quota } = deps;
  return async (req, res, { caller }) => {
    const { studioId, userId } = caller;
    const onceId = jobIdOfKey(studioId, req.get("idempotency-key"));
    if (await alreadyStarted(deps.prisma, onceId)) {
      await discardBody(req);
      res.status(202).json({ jobId: onceId });
      return;
    }
    const recordingKey = objectKeys.recording(studioId, randomUUID());
    await quota.admit(studioId, res);
    const { fields, size } = await receiveRecording(req, storage, recordingKey);
    await quota.stored(studioId, size);
    let jobId: string;
    try {
      const { roomId } = parseInput(transcribeFieldsSchema, fields);
      // The room is named in the form, which is read only with the recording.
      const room = roomId ? await loadStudioRecordToChange(records.room, caller, roomId) : null;
      jobId = room
        ? await startJob(deps, voiceNoteJob, { studioId, userId, projectId: room.projectId }, { recordingKey, roomId: room.id }, onceId ?? undefined)
        : await startJob(deps, transcribeJob, { studioId, userId, projectId: null }, { recordingKey }, onceId ?? undefined);
    } catch (error) {
      await storage.remove([recordingKey]);
      if (!onceId || !isDuplicateStart(error)) throw error;
      jobId = onceId;
    }
    // Outside the try: once its job is committed, the recording is the job's and stays.
    res.status(202).json({ jobId });
  };
}
