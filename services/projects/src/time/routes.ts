import { endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { ProjectRecords } from "../access/records";
import type { ProjectsDeps } from "../config";
import { addTimeEntryRoute } from "./add-time-entry-route";
import { deleteTimeEntryRoute } from "./delete-time-entry-route";
import { getTimerRoute } from "./get-timer-route";
import { listTimeRoute } from "./list-time-route";
import { startTimerRoute } from "./start-timer-route";
import { stopTimerRoute } from "./stop-timer-route";
import { updateTimeEntryRoute } from "./update-time-entry-route";

/** Time kept against projects: entries, and each member's running timer. */
export function timeRoutes(routes: DeclaredRoutes, records: ProjectRecords, deps: ProjectsDeps): void {
  routes.serve(endpoints.projectTime, staff(records.project), listTimeRoute(deps));
  routes.serve(endpoints.addTimeEntry, staff(records.project), addTimeEntryRoute(deps));
  routes.serve(endpoints.updateTimeEntry, staff(records.timeEntry), updateTimeEntryRoute(deps));
  routes.serve(endpoints.deleteTimeEntry, staff(records.timeEntry), deleteTimeEntryRoute(deps));
  routes.serve(endpoints.timer, staff(), getTimerRoute(deps));
  routes.serve(endpoints.startTimer, staff(records.project), startTimerRoute(deps));
  routes.serve(endpoints.stopTimer, staff(), stopTimerRoute(deps));
}
