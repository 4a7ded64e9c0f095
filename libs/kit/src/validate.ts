import type { z } from "zod";
import { HttpError } from "./http-error";

export const VALIDATION_FAILED = "Validation failed";

/** The 400 for one field a service refuses after its contract let it through: a rule that needs what is stored. */
export const fieldRefused = (field: string, message: string) => new HttpError(400, VALIDATION_FAILED, { [field]: [message] });

/** Groups zod issues by field path ("attendees.0.email"); form-level issues go under "_". */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "_";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** Parses client input with a contract schema, or throws a 400 naming each field and reason. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new HttpError(400, VALIDATION_FAILED, fieldErrors(result.error.issues));
}
