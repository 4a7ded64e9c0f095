import { toastFailure } from "@/hooks/use-toast";

/** A form sent with a required field empty: the fields say which, the toast says why nothing was saved. */
export const warnOfMissingFields = () => toastFailure("Error", "Please fill in all required fields.");
