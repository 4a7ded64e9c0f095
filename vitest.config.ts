import { defineConfig } from "vitest/config";

/**
 * Unit tests sit beside the code. Integration tests talk to the real Postgres and Redis that the global setup
 * brings up; their files run side by side, each on a database of its own (a copy of one migrated template) and
 * a Redis database of its own (tests/support/file-infra.ts).
 */
/** Integration tests that start the services, workers, runners or stack as processes of their own. */
const PROCESS_TESTS = [
  "tests/integration/service-lifecycle.test.ts",
  "tests/integration/worker-lifecycle.test.ts",
  "tests/integration/test-runner.test.ts",
  "tests/integration/suite-runner-*.test.ts",
  "libs/db/src/cli/migration-cli.int.test.ts",
];

/**
 * `make dev`'s whole launcher: a Postgres cluster of its own, every migration and some fifteen processes. Beside the
 * other process tests two cores took it past two minutes to boot; alone it boots in about 25 s.
 */
const STACK_TESTS = ["tests/integration/dev-stack.test.ts"];

/**
 * Faults under load: five processes, a Postgres and a Redis of its own, and designers working as fast as they are
 * answered. Beside the other process tests it starved test-runner.test.ts past its time; alone it takes about 35 s.
 */
const FAULT_TESTS = ["tests/integration/faults.test.ts"];

/** A migrated template database and a Redis, each test file working on a copy and a database of its own. */
const withTestInfra = {
  globalSetup: ["tests/support/global-setup.ts"],
  setupFiles: ["tests/support/file-infra.ts"],
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

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
          exclude: ["**/node_modules/**", ...PROCESS_TESTS, ...STACK_TESTS, ...FAULT_TESTS],
          ...withTestInfra,
        },
      },
      {
        test: {
          name: "processes",
          include: PROCESS_TESTS,
          ...withTestInfra,
          // Each starts service processes, a stack or a whole runner of its own: after the other files, so they never
          // starve them; two side by side, since a process starts from its bundle (65 s instead of 85 s one at a
          // time). Three at once, each with its processes, left each a third of a core on this 2-core machine: a
          // runner's own run took 35 s where it takes 15 s.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: "stack",
          include: STACK_TESTS,
          ...withTestInfra,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: "faults",
          include: FAULT_TESTS,
          ...withTestInfra,
          sequence: { groupOrder: 3 },
        },
      },
      "web/vite.config.ts",
    ],
  },
});
