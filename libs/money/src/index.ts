export * from "./format";
export * from "./money";
export * from "./pricing";
