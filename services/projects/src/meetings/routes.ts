import type { Router } from "express";
import type { ServiceDeps } from "@atelier/kit";
import { createMeeting } from "./create-meeting";
import { listMeetings } from "./list-meetings";

export function meetingRoutes(router: Router, deps: ServiceDeps<unknown>): void {
  router.get("/api/projects/:id/meetings", listMeetings(deps));
  router.post("/api/projects/:id/meetings", createMeeting(deps));
}
