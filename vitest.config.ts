import { defineConfig } from "vitest/config";

/**
 * Unit tests sit beside the code and run in parallel. Integration tests talk to the real Postgres
 * and Redis that the global setup brings up, one file at a time (they share a Redis database).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["libs/*/src/**/*.test.ts", "services/*/src/**/*.test.ts", "infra/**/*.test.ts"],
          exclude: ["**/node_modules/**", "**/*.int.test.ts"],
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts", "libs/*/src/**/*.int.test.ts", "services/*/src/**/*.int.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "web/vite.config.ts",
    ],
  },
});
