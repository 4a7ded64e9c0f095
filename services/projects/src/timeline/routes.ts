import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { ProjectRecords } from "../access/records";
import type { MeetingDeps } from "../meetings/meeting-deps";
import { addMilestoneRoute } from "./add-milestone-route";
import { deleteTimelineEventRoute } from "./delete-timeline-event-route";
import { listTimeline } from "./list-timeline";
import { scheduleTimelineMeetingRoute } from "./schedule-timeline-meeting-route";
import { updateTimelineEventRoute } from "./update-timeline-event-route";

export function timelineRoutes(routes: DeclaredRoutes, records: ProjectRecords, deps: MeetingDeps): void {
  routes.get("/api/projects/:id/timeline", staff(records.project), listTimeline(deps));
  routes.post("/api/projects/:id/timeline", staff(records.project), addMilestoneRoute(deps));
  routes.post("/api/projects/:id/timeline/meetings", staff(records.project), scheduleTimelineMeetingRoute(deps));
  routes.patch("/api/timeline/:id", staff(records.timelineEvent), updateTimelineEventRoute(deps));
  routes.delete("/api/timeline/:id", staff(records.timelineEvent), deleteTimelineEventRoute(deps));
}
