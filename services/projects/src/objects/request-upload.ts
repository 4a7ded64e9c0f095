import { randomUUID } from "node:crypto";
import type { UploadTicket } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import { objectKeys, type AccessHandler, type PortalClient, type Staff } from "@atelier/kit";
import type { MediaDeps } from "../config";

const UPLOAD_URL_SECONDS = 15 * 60;

/** A URL to PUT one file to `key`, for 15 minutes. */
export async function uploadTicket({ storage }: MediaDeps, key: string): Promise<UploadTicket> {
  const uploadURL = await storage.uploadUrl(key, UPLOAD_URL_SECONDS);
  return { uploadURL, expiresAt: new Date(Date.now() + UPLOAD_URL_SECONDS * 1000).toISOString() };
}

/** POST /api/objects/upload: a fresh key in the studio's uploads and a URL to PUT one file to, within the studio's quota. */
export function requestUpload(deps: MediaDeps): AccessHandler<Staff, undefined> {
  return async (_req, res, { caller: { studioId } }) => {
    await deps.quota.admit(studioId, res);
    res.json(await uploadTicket(deps, objectKeys.upload(studioId, randomUUID())));
  };
}

/**
 * POST /api/client-portal/:projectId/:token/uploads: the same for the portal's client, under the project's own
 * uploads (so only that project's records may take the file), counted against its studio's quota.
 */
export function requestPortalUpload(deps: MediaDeps): AccessHandler<PortalClient, Project> {
  return async (_req, res, { record: project }) => {
    await deps.quota.admit(project.studioId, res);
    res.json(await uploadTicket(deps, objectKeys.portalUpload(project.studioId, project.id, randomUUID())));
  };
}
