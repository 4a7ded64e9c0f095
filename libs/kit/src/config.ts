import { z } from "zod";

/** Settings every process reads, the gateway included. */
export const coreConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  REDIS_URL: z.string().url(),
  INTERNAL_SECRET: z.string().min(32, "must be at least 32 characters"),
  /** Where the process serves Prometheus metrics (/metrics) and its probes (/healthz, /readyz); unset, nowhere. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The pid of the launcher that started the process (`make dev` sets it): the process stops once that one is gone. */
  SUPERVISOR_PID: z.coerce.number().int().positive().optional(),
});

export type CoreConfig = z.infer<typeof coreConfigSchema>;

/** Settings every backend service reads. Each service extends this with its own. */
export const baseConfigSchema = coreConfigSchema.extend({
  DATABASE_URL: z.string().url(),
});
export type BaseConfig = z.infer<typeof baseConfigSchema>;

export const portSchema = z.coerce.number().int().min(0).max(65535);

export class ConfigError extends Error {}

/** Parses configuration once; the error names every bad setting on one line. */
export function parseConfig<S extends z.ZodType>(schema: S, env: Record<string, string | undefined>): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "config"}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
}

/** For a process entry point: a bad setting stops the process with one clear line. */
export function loadConfig<S extends z.ZodType>(schema: S, env: Record<string, string | undefined> = process.env): z.infer<S> {
  try {
    return parseConfig(schema, env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
