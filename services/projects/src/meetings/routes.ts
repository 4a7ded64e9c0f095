import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { ProjectRecords } from "../access/records";
import type { ProjectsDeps } from "../config";
import { createMeetingRoute } from "./create-meeting-route";
import { listMeetings } from "./list-meetings";

export function meetingRoutes(routes: DeclaredRoutes, records: ProjectRecords, deps: ProjectsDeps): void {
  routes.get("/api/projects/:id/meetings", staff(records.project), listMeetings(deps));
  routes.post("/api/projects/:id/meetings", staff(records.project), createMeetingRoute(deps));
}
