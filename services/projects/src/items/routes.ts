import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { ProjectRecords } from "../access/records";
import type { ProjectsDeps } from "../config";
import { createItemRoute } from "./create-item-route";
import { deleteItemRoute } from "./delete-item-route";
import { listItems } from "./list-items";
import { updateItemRoute } from "./update-item-route";

export function itemRoutes(routes: DeclaredRoutes, records: ProjectRecords, deps: ProjectsDeps): void {
  routes.get("/api/rooms/:roomId/items", staff(records.roomWithItems, "roomId"), listItems());
  routes.post("/api/rooms/:roomId/items", staff(records.room, "roomId"), createItemRoute(deps));
  routes.put("/api/items/:id", staff(records.item), updateItemRoute(deps));
  routes.delete("/api/items/:id", staff(records.item), deleteItemRoute(deps));
}
