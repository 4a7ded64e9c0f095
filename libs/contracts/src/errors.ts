import { z } from "zod";

/** Every non-2xx JSON answer: a human message and, for validation failures, the reasons per field. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
