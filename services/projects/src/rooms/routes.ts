import { endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { ProjectRecords } from "../access/records";
import type { MediaDeps, ProjectsDeps } from "../config";
import { createRoomRoute } from "./create-room-route";
import { deleteRoomRoute } from "./delete-room-route";
import { getRoom } from "./get-room";
import { listRooms } from "./list-rooms";
import { updateRoomRoute } from "./update-room-route";

export function roomRoutes(routes: DeclaredRoutes, records: ProjectRecords, deps: ProjectsDeps, media: MediaDeps): void {
  routes.serve(endpoints.projectRooms, staff(records.project), listRooms(deps));
  routes.serve(endpoints.createRoom, staff(records.project), createRoomRoute(deps));
  routes.serve(endpoints.room, staff(records.room), getRoom(deps));
  routes.serve(endpoints.updateRoom, staff(records.room), updateRoomRoute(deps));
  routes.serve(endpoints.deleteRoom, staff(records.room), deleteRoomRoute(media));
}
