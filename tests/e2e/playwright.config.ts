import { defineConfig } from "@playwright/test";
import { suiteBrowser } from "./suite-browser";

/** `make test` picks a free offset (infra/test/free-port-offset.ts); 100 when run by hand. */
const PORT_OFFSET = Number(process.env.ATELIER_E2E_PORT_OFFSET ?? 100);
const baseURL = `http://localhost:${8080 + PORT_OFFSET}`;
/** The journeys that launch Chromium with a narration as its microphone (fake-microphone.ts). */
const MICROPHONE_JOURNEYS = ["offline-site-visit.spec.ts", "voice-and-visuals.spec.ts", "voice-undo.spec.ts"];
/** How many of the other journeys run at once. */
const JOURNEYS_AT_ONCE = Number(process.env.ATELIER_E2E_WORKERS ?? 1);

/**
 * End-to-end tests drive the built app in Debian's Chromium against the whole stack on a throwaway database, each
 * test in a studio of its own; passwords are hashed at the lowest cost the auth service
 * accepts, as in the integration tests, since every test signs a designer up.
 */
export default defineConfig({
  testDir: ".",
  outputDir: "../../.data/test-results/playwright",
  fullyParallel: false,
  // One browser journey at a time, and beside it one of the microphone's (their projects' own `workers`). Two
  // journeys beside the stack on this 2-core machine saved about a fifth of the run on a fast day (342 s against
  // 416 s), but on a machine three times slower (a day of CI here: `node -e` summing 3e8 numbers in 1.6 s) the two
  // starved each other past their waits (5 of 54 failed). A microphone journey mostly waits on a narration spoken in
  // real time, so it takes little from the one beside it. ATELIER_E2E_WORKERS=2 runs two of the others at a time
  // where the machine has room.
  workers: JOURNEYS_AT_ONCE + 1,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "../../.data/test-results/playwright.json" }]],
  use: {
    baseURL,
    // As a designer who asked for less motion sees it: nothing waits on an animation (index.css), 322 s instead of 342.
    reducedMotion: "reduce",
    // A failed test keeps a screenshot, and with ATELIER_E2E_TRACE=1 its trace (DOM snapshots) for `npx playwright
    // show-trace`: recording one for every test cost about 17 s of the run, and CI keeps only the output.
    trace: process.env.ATELIER_E2E_TRACE === "1" ? { mode: "retain-on-failure", screenshots: false, snapshots: true } : "off",
    screenshot: "only-on-failure",
    launchOptions: suiteBrowser(),
  },
  // A journey that hears a narration through Chromium's fake microphone needs a browser of its own (its launch
  // options): a project of its own, one file at a time, beside the others.
  projects: [
    { name: "microphone", testMatch: MICROPHONE_JOURNEYS, workers: 1 },
    { name: "chromium", testIgnore: MICROPHONE_JOURNEYS, workers: JOURNEYS_AT_ONCE },
  ],
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
