export * from "./outbox-commits";
export * from "./outbox-relay";
export * from "./service-outbox";
export * from "./write-outbox";
export * from "./prune-outbox";
