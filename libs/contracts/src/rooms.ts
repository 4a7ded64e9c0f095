import { z } from "zod";
import { money, optionalText, requiredText } from "./fields";
import { steppedNumber } from "./numbers";

export const roomRequestSchema = z.object({
  name: requiredText("Room name is required", 120),
  description: optionalText(),
  dimensions: optionalText(120),
  floorArea: steppedNumber("Floor area", 0.01, 99_999_999).optional(),
});
export type RoomRequest = z.input<typeof roomRequestSchema>;

export const roomSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  dimensions: z.string().nullable(),
  floorArea: z.number().nullable(),
  itemCount: z.number(),
  /** Sum of the room's item cost estimates, each already the whole line's (spec: "Estimated Total"); absent, as they are, for a member who may not see costs. */
  estimatedTotal: money.optional(),
  generatedImageCount: z.number(),
  /** Part of a sample home (Add Sample Data): marked Sample, kept out of the figures and the portal, removable at once. */
  sample: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Room = z.infer<typeof roomSchema>;
