import { endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { ProjectRecords } from "../access/records";
import { cancelMeetingRoute } from "./cancel-meeting-route";
import { completeMeetingRoute } from "./complete-meeting-route";
import { createMeetingRoute } from "./create-meeting-route";
import { listMeetings } from "./list-meetings";
import type { ProjectsDeps } from "../config";
import { startMeetingRoute } from "./start-meeting-route";
import { updateMeetingRoute } from "./update-meeting-route";

export function meetingRoutes(routes: DeclaredRoutes, records: ProjectRecords, deps: ProjectsDeps): void {
  routes.serve(endpoints.projectMeetings, staff(records.project), listMeetings(deps));
  routes.serve(endpoints.scheduleMeeting, staff(records.project), createMeetingRoute(deps));
  routes.serve(endpoints.updateMeeting, staff(records.meeting), updateMeetingRoute(deps));
  routes.serve(endpoints.startMeeting, staff(records.meeting), startMeetingRoute(deps));
  routes.serve(endpoints.completeMeeting, staff(records.meeting), completeMeetingRoute(deps));
  routes.serve(endpoints.cancelMeeting, staff(records.meeting), cancelMeetingRoute(deps));
}
