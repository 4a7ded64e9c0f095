export * from "./http-metrics";
export * from "./metrics-server";
export * from "./outbox-metrics";
export * from "./process-metrics";
export * from "./queue-metrics";
