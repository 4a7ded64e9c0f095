import { z } from "zod";
import { emailField } from "./auth";
import { requiredText } from "./fields";

/**
 * POST /api/notifications/send, the spec's {type, to, subject, message} with the project it is about. The
 * mail goes to `to` only when that is the project's client e-mail or a designer of the caller's studio
 * (never an address from the body alone); without `to`, to the project's client.
 */
export const sendNotificationRequestSchema = z.object({
  type: z.literal("email", "Only e-mail notifications are sent").default("email"),
  projectId: z.uuid("Not a project of this studio").optional(),
  to: emailField.optional(),
  subject: requiredText("Subject is required", 200),
  message: requiredText("Message is required", 10_000),
});
export type SendNotificationRequest = z.input<typeof sendNotificationRequestSchema>;
