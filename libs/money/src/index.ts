export * from "./format";
export * from "./money";
export * from "./parse";
export * from "./pricing";
