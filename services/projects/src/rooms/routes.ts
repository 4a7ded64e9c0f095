import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { ProjectRecords } from "../access/records";
import type { MediaDeps, ProjectsDeps } from "../config";
import { createRoomRoute } from "./create-room-route";
import { deleteRoomRoute } from "./delete-room-route";
import { getRoom } from "./get-room";
import { listRooms } from "./list-rooms";
import { updateRoomRoute } from "./update-room-route";

export function roomRoutes(routes: DeclaredRoutes, records: ProjectRecords, deps: ProjectsDeps, media: MediaDeps): void {
  routes.get("/api/projects/:id/rooms", staff(records.project), listRooms(deps));
  routes.post("/api/projects/:id/rooms", staff(records.project), createRoomRoute(deps));
  routes.get("/api/rooms/:id", staff(records.room), getRoom(deps));
  routes.put("/api/rooms/:id", staff(records.room), updateRoomRoute(deps));
  routes.delete("/api/rooms/:id", staff(records.room), deleteRoomRoute(media));
}
