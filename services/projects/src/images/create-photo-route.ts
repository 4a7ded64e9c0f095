import { createPhotoRequestSchema } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { MediaDeps } from "../config";
import { createPhoto } from "./create-photo";
import { toImageResponse } from "./image-response";

/** POST /api/projects/:id/photos: 201 with the new photo, or 200 with the one this upload already is. */
export function createPhotoRoute(deps: MediaDeps): AccessHandler<Staff, Project> {
  return async (req, res, { caller, record: project }) => {
    const { image, created } = await createPhoto(deps, caller, project, parseInput(createPhotoRequestSchema, req.body));
    res.status(created ? 201 : 200).json(await toImageResponse(deps.storage, image));
  };
}
