export * from "./callers";
export * from "./records";
export * from "./rules";
export * from "./declare-routes";
export * from "./route-listing";
