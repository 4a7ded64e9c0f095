import { uuid } from "@atelier/contracts";
import { fieldRefused, objectKeys, type ObjectStorage } from "@atelier/kit";

const refuse = (reason: string) => fieldRefused("recordingKey", reason);

/**
 * A note may only point at a recording the recorder stored for the caller's studio
 * (`studios/<studio>/recordings/<uuid>`) and that is still there, so no note plays another's file or nothing.
 */
export async function assertStudioRecording(storage: ObjectStorage, studioId: string, recordingKey: string | undefined): Promise<void> {
  if (recordingKey === undefined) return;
  const prefix = objectKeys.recordingPrefix(studioId);
  const id = recordingKey.startsWith(prefix) ? recordingKey.slice(prefix.length) : "";
  if (!uuid.safeParse(id).success) throw refuse("Not a recording of this studio");
  if (!(await storage.stat(recordingKey))) throw refuse("Recording not found");
}
