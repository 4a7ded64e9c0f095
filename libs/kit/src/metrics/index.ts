export * from "./http-metrics";
export * from "./metrics-server";
export * from "./process-metrics";
