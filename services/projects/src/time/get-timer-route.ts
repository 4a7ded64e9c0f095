import type { Endpoints } from "@atelier/contracts";
import type { RouteHandler, ServiceDeps, Staff } from "@atelier/kit";
import { runningTimer, toTimerResponse } from "./timer-response";

/** GET /api/timer: the caller's running timer, or null. */
export function getTimerRoute({ prisma }: ServiceDeps<unknown>): RouteHandler<Endpoints["timer"], Staff, undefined> {
  return async (_req, res, { caller }) => {
    res.json(toTimerResponse(await runningTimer(prisma, caller.userId)));
  };
}
