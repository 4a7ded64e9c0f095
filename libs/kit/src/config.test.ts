import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";
import { serviceConfigSchema } from "./ports";

const valid = {
  DATABASE_URL: "postgresql://u:p@127.0.0.1:5432/db",
  REDIS_URL: "redis://127.0.0.1:6379/0",
  INTERNAL_SECRET: "x".repeat(32),
};

describe("configuration", () => {
  it("applies defaults", () => {
    const config = parseConfig(serviceConfigSchema("auth"), valid);
    expect(config).toMatchObject({ PORT: 4101, HOST: "127.0.0.1", LOG_LEVEL: "info", NODE_ENV: "development" });
  });

  it("names every bad setting in one line", () => {
    const parse = () => parseConfig(serviceConfigSchema("auth"), { ...valid, REDIS_URL: "nope", PORT: "http", INTERNAL_SECRET: "short" });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(/^Invalid configuration: REDIS_URL: .+; INTERNAL_SECRET: must be at least 32 characters; PORT: .+$/);
  });

  it("names a missing setting", () => {
    expect(() => parseConfig(serviceConfigSchema("auth"), { ...valid, DATABASE_URL: undefined })).toThrow(/DATABASE_URL/);
  });
});
