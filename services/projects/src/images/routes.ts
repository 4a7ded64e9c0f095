import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { ProjectRecords } from "../access/records";
import type { MediaDeps } from "../config";
import { createPhotoRoute } from "./create-photo-route";
import { deleteImageRoute } from "./delete-image-route";
import { listProjectImages, listRoomImages } from "./list-images";

export function imageRoutes(routes: DeclaredRoutes, records: ProjectRecords, deps: MediaDeps): void {
  routes.post("/api/projects/:id/photos", staff(records.project), createPhotoRoute(deps));
  routes.get("/api/projects/:id/images", staff(records.project), listProjectImages(deps));
  routes.get("/api/rooms/:id/images", staff(records.room), listRoomImages(deps));
  routes.delete("/api/images/:id", staff(records.image), deleteImageRoute(deps));
}
