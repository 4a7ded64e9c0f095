import type { Endpoints } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { MediaDeps } from "../config";
import { createPhoto } from "./create-photo";
import { toImageResponse } from "./image-response";

/** POST /api/projects/:id/photos: 201 with the new photo, or 200 with the one this upload already is. */
export function createPhotoRoute(deps: MediaDeps): RouteHandler<Endpoints["savePhoto"], Staff, Project> {
  return async (_req, res, { caller, record: project, body }) => {
    const { image, created } = await createPhoto(deps, caller, project, body);
    res.status(created ? 201 : 200).json(await toImageResponse(deps.storage, image));
  };
}
