export * from "./format";
export * from "./money";
