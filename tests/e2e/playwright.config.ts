import { defineConfig } from "@playwright/test";
import { suiteBrowser } from "./suite-browser";

/** `make test` picks a free offset (infra/test/free-port-offset.ts); 100 when run by hand. */
const PORT_OFFSET = Number(process.env.ATELIER_E2E_PORT_OFFSET ?? 100);
const baseURL = `http://localhost:${8080 + PORT_OFFSET}`;
/** The journeys that launch Chromium with a narration as its microphone (fake-microphone.ts). */
const MICROPHONE_JOURNEYS = ["offline-site-visit.spec.ts", "voice-and-visuals.spec.ts", "voice-undo.spec.ts"];

/**
 * End-to-end tests drive the built app in Debian's Chromium against the whole stack on a throwaway database, each
 * test in a studio of its own; passwords are hashed at the lowest cost the auth service
 * accepts, as in the integration tests, since every test signs a designer up.
 */
export default defineConfig({
  testDir: ".",
  outputDir: "../../.data/test-results/playwright",
  fullyParallel: false,
  // One file at a time. Two browsers beside the stack on this 2-core machine saved about a fifth of the run on a fast
  // day (342 s against 416 s), but on a machine three times slower (a day of CI here: `node -e` summing 3e8 numbers in
  // 1.6 s) the two starved each other past their waits (5 of 54 failed; one at a time, none of the waits was the
  // cause). The microphone's journeys beside the others fared no better: offline-site-visit.spec.ts keeps its browser
  // busy, and the accessibility checks beside it took 126 s instead of 55. ATELIER_E2E_WORKERS=2 runs two files at a
  // time where the machine has room.
  workers: Number(process.env.ATELIER_E2E_WORKERS ?? 1),
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "../../.data/test-results/playwright.json" }]],
  use: {
    baseURL,
    // As a designer who asked for less motion sees it: nothing waits on an animation (index.css), 322 s instead of 342.
    reducedMotion: "reduce",
    // The site app's worker precaches every chunk and warms the site-visit cache after each sign-in, a quarter of the
    // browser's work in the journeys that never go offline; offline-site-visit.spec.ts, which does, allows it.
    serviceWorkers: "block",
    // A failed test keeps a screenshot, and with ATELIER_E2E_TRACE=1 its trace (DOM snapshots) for `npx playwright
    // show-trace`: recording one for every test cost about 17 s of the run, and CI keeps only the output.
    trace: process.env.ATELIER_E2E_TRACE === "1" ? { mode: "retain-on-failure", screenshots: false, snapshots: true } : "off",
    screenshot: "only-on-failure",
    launchOptions: suiteBrowser(),
  },
  // A journey that hears a narration through Chromium's fake microphone needs a browser of its own (its launch
  // options), and Playwright queues such files after every file the shared browser can run: the last of them ran
  // alone while the other worker sat idle. As a project listed first, they start first instead.
  projects: [
    { name: "microphone", testMatch: MICROPHONE_JOURNEYS },
    { name: "chromium", testIgnore: MICROPHONE_JOURNEYS },
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
