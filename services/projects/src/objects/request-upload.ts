import { randomUUID } from "node:crypto";
import type { UploadTicket } from "@atelier/contracts";
import { objectKeys, type AccessHandler, type Staff } from "@atelier/kit";
import type { MediaDeps } from "../config";

const UPLOAD_URL_SECONDS = 15 * 60;

/** POST /api/objects/upload: a fresh key in the studio's uploads and a URL to PUT one file to, for 15 minutes, within the studio's quota. */
export function requestUpload({ storage, quota }: MediaDeps): AccessHandler<Staff, undefined> {
  return async (_req, res, { caller: { studioId } }) => {
    await quota.admit(studioId, res);
    const uploadURL = await storage.uploadUrl(objectKeys.upload(studioId, randomUUID()), UPLOAD_URL_SECONDS);
    const ticket: UploadTicket = { uploadURL, expiresAt: new Date(Date.now() + UPLOAD_URL_SECONDS * 1000).toISOString() };
    res.json(ticket);
  };
}
