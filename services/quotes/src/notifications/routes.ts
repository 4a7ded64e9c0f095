import { endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { QuotesDeps } from "../config";
import { startNotification } from "./start-notification";

/** The spec's e-mail notification; the project it names, if any, is looked up within the caller's studio. */
export function notificationRoutes(routes: DeclaredRoutes, deps: QuotesDeps): void {
  routes.serve(endpoints.sendNotification, staff(), startNotification(deps));
}
