import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { ProjectRecords } from "../access/records";
import type { ProjectsDeps } from "../config";
import { createItem } from "./create-item";
import { deleteItem } from "./delete-item";
import { listItems } from "./list-items";
import { updateItem } from "./update-item";

export function itemRoutes(routes: DeclaredRoutes, records: ProjectRecords, deps: ProjectsDeps): void {
  routes.get("/api/rooms/:roomId/items", staff(records.roomWithItems, "roomId"), listItems());
  routes.post("/api/rooms/:roomId/items", staff(records.room, "roomId"), createItem(deps));
  routes.put("/api/items/:id", staff(records.item), updateItem(deps));
  routes.delete("/api/items/:id", staff(records.item), deleteItem(deps));
}
