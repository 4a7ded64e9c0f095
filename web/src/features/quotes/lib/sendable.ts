import type { Quote } from "@atelier/contracts";

/** A draft, or a sent quote sent again (to a corrected address, say); the server answers 409 for the rest. */
export const isSendable = (status: Quote["status"]) => status === "draft" || status === "sent";
