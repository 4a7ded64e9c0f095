import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "./api";

/** Shows a 400 answer's per-field reasons on the form's own fields. */
export function applyServerFieldErrors<T extends FieldValues>(form: UseFormReturn<T>, error: unknown): void {
  if (!(error instanceof ApiError) || !error.body?.errors) return;
  const fieldNames = Object.keys(form.getValues());
  for (const [field, messages] of Object.entries(error.body.errors)) {
    if (fieldNames.includes(field) && messages.length > 0) {
      form.setError(field as Path<T>, { type: "server", message: messages.join(" ") });
    }
  }
}
