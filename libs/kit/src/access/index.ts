export * from "./callers";
export * from "./project-record";
export * from "./records";
export * from "./rules";
export * from "./declare-routes";
export * from "./route-listing";
export * from "./studio-policy";
