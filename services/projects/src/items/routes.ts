import { endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { ProjectRecords } from "../access/records";
import type { ProjectsDeps } from "../config";
import { createItemRoute } from "./create-item-route";
import { deleteItemRoute } from "./delete-item-route";
import { listItems } from "./list-items";
import { updateItemRoute } from "./update-item-route";

export function itemRoutes(routes: DeclaredRoutes, records: ProjectRecords, deps: ProjectsDeps): void {
  routes.serve(endpoints.roomItems, staff(records.roomWithItems, "roomId"), listItems(deps));
  routes.serve(endpoints.createItem, staff(records.room, "roomId"), createItemRoute(deps));
  routes.serve(endpoints.updateItem, staff(records.item), updateItemRoute(deps));
  routes.serve(endpoints.deleteItem, staff(records.item), deleteItemRoute(deps));
}
