import { TIME_MESSAGES, type Endpoints } from "@atelier/contracts";
import { Prisma, type Project } from "@atelier/db";
import { conflict, type RouteHandler, type Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { toTimerResponse, withProjectTitle } from "./timer-response";

/** POST /api/projects/:id/timer: 201 with the caller's timer, started now; 409 while theirs runs (one per member). */
export function startTimerRoute({ prisma, changes }: ProjectsDeps): RouteHandler<Endpoints["startTimer"], Staff, Project> {
  return async (_req, res, { caller, record: project, body }) => {
    try {
      const timer = await prisma.timeTimer.create({ data: { ...body, userId: caller.userId, projectId: project.id }, include: withProjectTitle });
      changes.announce(project.id, "time");
      res.status(201).json(toTimerResponse(timer));
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw conflict(TIME_MESSAGES.timerRunning);
      throw error;
    }
  };
}
