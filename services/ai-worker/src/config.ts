import { z } from "zod";
import { requireS3Credentials, serviceConfigSchema, storageConfigFields, workerConfigSchema } from "@atelier/kit";

/** OpenAI when a key is set (OPENAI_BASE_URL for compatible servers); the offline providers otherwise. */
const aiConfigFields = {
  /** Empty counts as unset, so a compose file can pass the variable through whether or not it is set. */
  OPENAI_API_KEY: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_TRANSCRIPTION_MODEL: z.string().default("whisper-1"),
  OPENAI_EXTRACTION_MODEL: z.string().default("gpt-4o-mini"),
  OPENAI_IMAGE_MODEL: z.string().default("gpt-image-1"),
  /** Where the offline speech model is built and kept. */
  SPEECH_MODEL_DIR: z.string().optional(),
};

/** The HTTP service: takes recordings and requests, queues the work. */
export const aiServiceConfigSchema = serviceConfigSchema("ai-worker").extend(storageConfigFields).superRefine(requireS3Credentials);
export type AiServiceConfig = z.infer<typeof aiServiceConfigSchema>;

/** A worker process: runs the jobs; saves voice notes through the projects service, which owns them. */
export const aiWorkerConfigSchema = workerConfigSchema
  .extend({
    ...storageConfigFields,
    ...aiConfigFields,
    PROJECTS_URL: z.url(),
  })
  .superRefine(requireS3Credentials);
export type AiWorkerConfig = z.infer<typeof aiWorkerConfigSchema>;
