export * from "./run-worker-host";
export * from "./service-work";
export * from "./start-work";
export * from "./worker-config";
export * from "./worker-connections";
