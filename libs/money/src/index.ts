export * from "./format";
export * from "./invoicing";
export * from "./money";
export * from "./parse";
export * from "./pricing";
export * from "./statement";
