import { endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { ProjectRecords } from "../access/records";
import type { MediaDeps } from "../config";
import { createPhotoRoute } from "./create-photo-route";
import { deleteImageRoute } from "./delete-image-route";
import { listProjectImages, listRoomImages } from "./list-images";

export function imageRoutes(routes: DeclaredRoutes, records: ProjectRecords, deps: MediaDeps): void {
  routes.serve(endpoints.savePhoto, staff(records.project), createPhotoRoute(deps));
  routes.serve(endpoints.projectImages, staff(records.project), listProjectImages(deps));
  routes.serve(endpoints.roomImages, staff(records.room), listRoomImages(deps));
  routes.serve(endpoints.deleteImage, staff(records.image), deleteImageRoute(deps));
}
