import type { RouteDeps } from "@atelier/kit";
import type { LogisticsConfig } from "./config";

/** What the logistics routes and the handlers they share with the worker use: a service's route deps but its queues. */
export type LogisticsDeps = Omit<RouteDeps<LogisticsConfig>, "queues">;
