import { defineConfig } from "vitest/config";

/**
 * Unit tests sit beside the code. Integration tests talk to the real Postgres and Redis that the global setup
 * brings up; their files run side by side, each on a database of its own (a copy of one migrated template) and
 * a Redis database of its own (tests/support/file-infra.ts).
 */
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one file at a time; integration files mostly wait on the stack.
    maxWorkers: Number(process.env.ATELIER_TEST_WORKERS ?? 3),
    projects: [
      {
        test: {
          name: "unit",
          include: ["libs/*/src/**/*.test.ts", "services/*/src/**/*.test.ts", "infra/**/*.test.ts"],
          exclude: ["**/node_modules/**", "**/*.int.test.ts"],
          isolate: false,
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts", "libs/*/src/**/*.int.test.ts", "services/*/src/**/*.int.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/file-infra.ts"],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "web/vite.config.ts",
    ],
  },
});
