import type { Router } from "express";
import type { ServiceDeps } from "@atelier/kit";
import type { MediaDeps } from "../config";
import { createRoom } from "./create-room";
import { deleteRoom } from "./delete-room";
import { getRoom } from "./get-room";
import { listRooms } from "./list-rooms";
import { updateRoom } from "./update-room";

export function roomRoutes(router: Router, deps: ServiceDeps<unknown>, media: MediaDeps): void {
  router.get("/api/projects/:id/rooms", listRooms(deps));
  router.post("/api/projects/:id/rooms", createRoom(deps));
  router.get("/api/rooms/:id", getRoom(deps));
  router.put("/api/rooms/:id", updateRoom(deps));
  router.delete("/api/rooms/:id", deleteRoom(media));
}
