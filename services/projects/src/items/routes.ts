import type { Router } from "express";
import type { ServiceDeps } from "@atelier/kit";
import { createItem } from "./create-item";
import { deleteItem } from "./delete-item";
import { listItems } from "./list-items";
import { updateItem } from "./update-item";

export function itemRoutes(router: Router, deps: ServiceDeps<unknown>): void {
  router.get("/api/rooms/:roomId/items", listItems(deps));
  router.post("/api/rooms/:roomId/items", createItem(deps));
  router.put("/api/items/:id", updateItem(deps));
  router.delete("/api/items/:id", deleteItem(deps));
}
