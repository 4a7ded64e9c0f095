import type { Image } from "@atelier/db";
import type { AccessHandler, Staff } from "@atelier/kit";
import type { MediaDeps } from "../config";
import { deleteImage } from "./delete-image";

/** DELETE /api/images/:id: 204. */
export function deleteImageRoute(deps: MediaDeps): AccessHandler<Staff, Image> {
  return async (_req, res, { caller: { studioId }, record: image }) => {
    await deleteImage(deps, studioId, image);
    res.status(204).end();
  };
}
