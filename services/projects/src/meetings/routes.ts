import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { ProjectRecords } from "../access/records";
import { cancelMeetingRoute } from "./cancel-meeting-route";
import { completeMeetingRoute } from "./complete-meeting-route";
import { createMeetingRoute } from "./create-meeting-route";
import { listMeetings } from "./list-meetings";
import type { MeetingDeps } from "./meeting-deps";
import { startMeetingRoute } from "./start-meeting-route";
import { updateMeetingRoute } from "./update-meeting-route";

export function meetingRoutes(routes: DeclaredRoutes, records: ProjectRecords, deps: MeetingDeps): void {
  routes.get("/api/projects/:id/meetings", staff(records.project), listMeetings(deps));
  routes.post("/api/projects/:id/meetings", staff(records.project), createMeetingRoute(deps));
  routes.put("/api/meetings/:id", staff(records.meeting), updateMeetingRoute(deps));
  routes.post("/api/meetings/:id/start", staff(records.meeting), startMeetingRoute(deps));
  routes.post("/api/meetings/:id/complete", staff(records.meeting), completeMeetingRoute(deps));
  routes.post("/api/meetings/:id/cancel", staff(records.meeting), cancelMeetingRoute(deps));
}
