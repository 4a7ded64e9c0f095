import type { Router } from "express";
import type { MediaDeps } from "../config";
import { createPhoto } from "./create-photo";
import { deleteImage } from "./delete-image";
import { listProjectImages, listRoomImages } from "./list-images";

export function imageRoutes(router: Router, deps: MediaDeps): void {
  router.post("/api/projects/:id/photos", createPhoto(deps));
  router.get("/api/projects/:id/images", listProjectImages(deps));
  router.get("/api/rooms/:id/images", listRoomImages(deps));
  router.delete("/api/images/:id", deleteImage(deps));
}
