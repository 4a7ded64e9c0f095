import { endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { ProjectRecords } from "../access/records";
import type { ProjectsDeps } from "../config";
import { addMilestoneRoute } from "./add-milestone-route";
import { deleteTimelineEventRoute } from "./delete-timeline-event-route";
import { listTimeline } from "./list-timeline";
import { scheduleTimelineMeetingRoute } from "./schedule-timeline-meeting-route";
import { updateTimelineEventRoute } from "./update-timeline-event-route";

export function timelineRoutes(routes: DeclaredRoutes, records: ProjectRecords, deps: ProjectsDeps): void {
  routes.serve(endpoints.projectTimeline, staff(records.project), listTimeline(deps));
  routes.serve(endpoints.addMilestone, staff(records.project), addMilestoneRoute(deps));
  routes.serve(endpoints.scheduleTimelineMeeting, staff(records.project), scheduleTimelineMeetingRoute(deps));
  routes.serve(endpoints.updateTimelineEvent, staff(records.timelineEvent), updateTimelineEventRoute(deps));
  routes.serve(endpoints.deleteTimelineEvent, staff(records.timelineEvent), deleteTimelineEventRoute(deps));
}
