import { z } from "zod";
import { outboxConfigFields, requireS3Credentials, serviceConfigSchema, storageConfigFields, workerConfigSchema } from "@atelier/kit";

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

/** The HTTP service: takes recordings and requests, and starts the work through its outbox, whose relay runs here. */
export const aiServiceConfigSchema = serviceConfigSchema("ai-worker").extend(storageConfigFields).extend(outboxConfigFields).superRefine(requireS3Credentials);
export type AiServiceConfig = z.infer<typeof aiServiceConfigSchema>;

/** A worker process: runs the AI jobs and hands what they make to the services that keep it. */
export const aiWorkerConfigSchema = workerConfigSchema.extend({ ...storageConfigFields, ...aiConfigFields }).superRefine(requireS3Credentials);
export type AiWorkerConfig = z.infer<typeof aiWorkerConfigSchema>;
