import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { ProjectRecords } from "../access/records";
import type { MediaDeps } from "../config";
import { createPhoto } from "./create-photo";
import { deleteImage } from "./delete-image";
import { listProjectImages, listRoomImages } from "./list-images";

export function imageRoutes(routes: DeclaredRoutes, records: ProjectRecords, deps: MediaDeps): void {
  routes.post("/api/projects/:id/photos", staff(records.project), createPhoto(deps));
  routes.get("/api/projects/:id/images", staff(records.project), listProjectImages(deps));
  routes.get("/api/rooms/:id/images", staff(records.room), listRoomImages(deps));
  routes.delete("/api/images/:id", staff(records.image), deleteImage(deps));
}
