import { defineConfig } from "@playwright/test";

/** `make test` picks a free offset (infra/test/free-port-offset.ts); 100 when run by hand. */
const PORT_OFFSET = Number(process.env.ATELIER_E2E_PORT_OFFSET ?? 100);
const baseURL = `http://localhost:${8080 + PORT_OFFSET}`;

/**
 * End-to-end tests drive the built app in Debian's Chromium against the whole stack on a throwaway database, each
 * test in a studio of its own; passwords are hashed at the lowest cost the auth service
 * accepts, as in the integration tests, since every test signs a designer up.
 */
export default defineConfig({
  testDir: ".",
  outputDir: "../../.data/test-results/playwright",
  fullyParallel: false,
  // One file at a time: on the 2-core sandbox CI runs on, Chromium renders a page several times slower than on the
  // machine two workers were chosen on, and two browsers beside the stack took pages past their 5 s waits.
  workers: Number(process.env.ATELIER_E2E_WORKERS ?? 1),
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "../../.data/test-results/playwright.json" }]],
  use: {
    baseURL,
    // A failed test keeps its trace (DOM snapshots) and a screenshot; recording a screencast of every test cost an eighth of the run (7.8 to 6.8 min here).
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  webServer: {
    command: "npx --no-install tsx infra/local/stack.ts --ephemeral",
    cwd: "../..",
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: { ATELIER_PORT_OFFSET: String(PORT_OFFSET), AUTH_RATE_LIMIT_MAX: "1000", PASSWORD_HASH_COST: "14", LOG_LEVEL: "warn" },
  },
});
