export * from "./actor";
export * from "./field-changes";
export * from "./record-activity";
