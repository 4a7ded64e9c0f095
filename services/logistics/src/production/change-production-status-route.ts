import { studioDay, type Endpoints } from "@atelier/contracts";
import { studioTimeZoneOf, type ProductionItem } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { changeProductionStatus } from "./change-production-status";
import { productionItemsOf } from "./production-items-of";
import { toProductionItemResponse } from "./production-response";

/** POST /api/productions/:id/status: the item in its new status, or 409 when it cannot go there from its own. */
export function changeProductionStatusRoute(deps: LogisticsDeps): RouteHandler<Endpoints["changeProductionStatus"], Staff, ProductionItem> {
  return async (_req, res, { caller, record: item, body: { status } }) => {
    await changeProductionStatus(deps, item, status);
    const [changed] = await productionItemsOf(deps.prisma, item.projectId, { id: item.id });
    res.json(toProductionItemResponse(changed!, studioDay(new Date(), await studioTimeZoneOf(deps.prisma, caller.studioId))));
  };
}
