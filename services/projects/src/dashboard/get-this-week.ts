import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { studioWeek } from "./studio-week";

export function getThisWeek({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, undefined> {
  return async (_req, res, { caller: { studioId } }) => {
    res.json(await studioWeek(prisma, studioId, new Date()));
  };
}
