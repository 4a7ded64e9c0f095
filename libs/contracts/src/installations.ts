import { z } from "zod";
import { dateTime, optionalText, requiredText } from "./fields";
import { PRIORITIES, visitRefusal, type VisitAction } from "./meetings";
import { stateRules } from "./state-rules";

export const INSTALLATION_TYPES = ["furniture", "lighting", "flooring", "fixtures", "artwork", "final_setup"] as const;
export const INSTALLATION_STATUSES = ["scheduled", "in_progress", "completed", "cancelled", "delayed"] as const;
export type InstallationStatus = (typeof INSTALLATION_STATUSES)[number];

/**
 * A delayed installation can be given a new time, started or called off; only one under way can be completed; a
 * completed or cancelled one is final.
 */
export const INSTALLATION_RULES = stateRules<InstallationStatus, VisitAction>(
  { edit: ["scheduled", "delayed"], start: ["scheduled", "delayed"], complete: ["in_progress"], cancel: ["scheduled", "delayed", "in_progress"] },
  (status, action) => {
    const hint = action === "complete" && status !== "completed" && status !== "cancelled" ? ": start it first" : "";
    return `${visitRefusal("installation", status, action)}${hint}`;
  },
);

/** The Schedule Installation form (spec section 5). */
export const createInstallationRequestSchema = z.object({
  title: requiredText("Title is required"),
  description: optionalText(),
  type: z.enum(INSTALLATION_TYPES).default("furniture"),
  scheduledDate: dateTime(),
  /** Hours; the form steps by 0.5 but the duration is read as a whole number (spec section 5). */
  estimatedDuration: z
    .number({ error: "Duration is required" })
    .min(1, "Duration must be at least 1 hour")
    .max(24 * 14, "Duration must be at most two weeks")
    .transform(Math.trunc)
    .default(4),
  teamMembers: optionalText(500),
  requirements: optionalText(),
  notes: optionalText(),
  priority: z.enum(PRIORITIES).default("medium"),
});
export type CreateInstallationRequest = z.input<typeof createInstallationRequestSchema>;

/** Edit Installation sends the whole form again; a delayed installation given a time is scheduled again. */
export const updateInstallationRequestSchema = createInstallationRequestSchema;
export type UpdateInstallationRequest = z.input<typeof updateInstallationRequestSchema>;

export const installationSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.enum(INSTALLATION_TYPES),
  scheduledDate: z.string(),
  estimatedDuration: z.number(),
  teamMembers: z.string().nullable(),
  requirements: z.string().nullable(),
  notes: z.string().nullable(),
  priority: z.enum(PRIORITIES),
  status: z.enum(INSTALLATION_STATUSES),
  cancellationReason: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Installation = z.infer<typeof installationSchema>;
