import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const SUMMARY = new URL("./summary.mjs", import.meta.url).pathname;
const dirs: string[] = [];

const vitestReport = (passed: number, failed: number, success = failed === 0, files: Record<string, number> = {}) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numTotalTests: passed + failed,
  success,
  testResults: Object.entries(files).map(([name, seconds]) => ({ name: path.resolve(name), startTime: 1_000, endTime: 1_000 + seconds * 1000 })),
});
const playwrightReport = (expected: number, unexpected: number, errors: unknown[] = [], files: Record<string, number[]> = {}) => ({
  config: { rootDir: path.resolve("tests/e2e") },
  stats: { expected, unexpected, flaky: 0 },
  errors,
  suites: Object.entries(files).map(([file, seconds]) => ({
    file,
    specs: [],
    suites: [{ specs: seconds.map((duration) => ({ tests: [{ results: [{ duration: duration * 1000 }] }] })) }],
  })),
});

/** Runs the summary on the given reports (null: the runner wrote none) and returns its exit code and closing line. */
function summarise(vitest: object | null, playwright: object | null, statuses: string[] = []) {
  const { code, lines } = summaryOutput(vitest, playwright, statuses);
  return { code, line: lines.at(-1) };
}

/** The summary's exit code and every line it printed. */
function summaryOutput(vitest: object | null, playwright: object | null, statuses: string[] = []) {
  const dir = mkdtempSync(path.join(tmpdir(), "atelier-summary-"));
  dirs.push(dir);
  const [vitestFile, playwrightFile] = [path.join(dir, "vitest.json"), path.join(dir, "playwright.json")];
  if (vitest) writeFileSync(vitestFile, JSON.stringify(vitest));
  if (playwright) writeFileSync(playwrightFile, JSON.stringify(playwright));
  const result = spawnSync(process.execPath, [SUMMARY, vitestFile, playwrightFile, ...statuses], { encoding: "utf8" });
  return { code: result.status, lines: result.stdout.trim().split("\n") };
}

describe("the test run's closing line", () => {
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("adds up both runners and exits 0 when everything passed", () => {
    expect(summarise(vitestReport(500, 0), playwrightReport(40, 0))).toEqual({ code: 0, line: "540 passed, 0 failed" });
  });

  it("exits 1 on a failed test, whatever the runner's own exit status was", () => {
    expect(summarise(vitestReport(515, 1), playwrightReport(40, 0))).toEqual({ code: 1, line: "555 passed, 1 failed" });
    expect(summarise(vitestReport(515, 0), playwrightReport(39, 1))).toEqual({ code: 1, line: "554 passed, 1 failed" });
  });

  it("counts a runner that ran no test, failed outside its tests, or wrote no report as a failure", () => {
    expect(summarise(vitestReport(0, 0), playwrightReport(40, 0))).toEqual({ code: 1, line: "40 passed, 1 failed" });
    expect(summarise(vitestReport(500, 0), playwrightReport(0, 0))).toEqual({ code: 1, line: "500 passed, 1 failed" });
    expect(summarise(vitestReport(500, 0, false), playwrightReport(40, 0))).toEqual({ code: 1, line: "540 passed, 1 failed" });
    expect(summarise(vitestReport(500, 0), playwrightReport(40, 0, [{ message: "webServer exited early" }]))).toEqual({ code: 1, line: "540 passed, 1 failed" });
    expect(summarise(null, playwrightReport(40, 0))).toEqual({ code: 1, line: "40 passed, 1 failed" });
    expect(summarise(vitestReport(500, 0), playwrightReport(40, 0), ["1", "0"])).toEqual({ code: 1, line: "540 passed, 1 failed" });
    expect(summarise(vitestReport(500, 0), playwrightReport(40, 0), ["0", "1"])).toEqual({ code: 1, line: "540 passed, 1 failed" });
  });

  it("lists the slowest files, end-to-end ones by the sum of their tests, slowest first", () => {
    const { code, lines } = summaryOutput(
      vitestReport(3, 0, true, { "tests/integration/quick.test.ts": 2, "libs/money/src/pricing.test.ts": 0.1 }),
      playwrightReport(2, 0, [], { "studio-core.spec.ts": [20, 15.5] }),
    );
    expect({ code, lines }).toEqual({
      code: 0,
      lines: [
        "Slowest test files (a file may take 120 s at most):",
        "    35.5 s  tests/e2e/studio-core.spec.ts",
        "     2.0 s  tests/integration/quick.test.ts",
        "     0.1 s  libs/money/src/pricing.test.ts",
        "5 passed, 0 failed",
      ],
    });
  });

  it("fails the run, naming each file that took longer than 120 s, however its tests went", () => {
    const { code, lines } = summaryOutput(
      vitestReport(3, 0, true, { "tests/integration/slow.test.ts": 121, "tests/integration/quick.test.ts": 119 }),
      playwrightReport(2, 0, [], { "journey.spec.ts": [70, 60] }),
    );
    expect(code).toBe(1);
    expect(lines.slice(-4)).toEqual([
      "Failed:",
      "  tests/e2e/journey.spec.ts took 130.0 s, over the 120 s a test file may take: split it or make it faster",
      "  tests/integration/slow.test.ts took 121.0 s, over the 120 s a test file may take: split it or make it faster",
      "5 passed, 2 failed",
    ]);
  });

  it("names each failure just above the closing line: the test and its message, or what failed outside a test", () => {
    const vitest = {
      ...vitestReport(2, 1, false),
      testResults: [
        { name: path.resolve("tests/integration/a.test.ts"), startTime: 0, endTime: 1, status: "failed", message: "", assertionResults: [
          { fullName: "quotes approve once", status: "failed", failureMessages: ["\u001b[31mAssertionError: expected 409 to be 200\u001b[39m\n    at x.ts:1"] },
          { fullName: "quotes list", status: "passed", failureMessages: [] },
        ] },
        { name: path.resolve("tests/integration/b.test.ts"), startTime: 0, endTime: 1, status: "failed", message: "Hook timed out in 60000ms.", assertionResults: [
          { fullName: "b works", status: "passed", failureMessages: [] },
        ] },
      ],
    };
    const playwright = {
      ...playwrightReport(1, 1, [{ message: "Error: Process from config.webServer exited early." }]),
      suites: [{ title: "auth.spec.ts", file: "auth.spec.ts", specs: [], suites: [{ title: "sign-in", specs: [
        { title: "remembers the studio", tests: [{ status: "unexpected", results: [{ duration: 1, error: { message: "Timed out 5000ms waiting for expect(locator).toBeVisible()\nCall log:" } }] }] },
        { title: "signs out", tests: [{ status: "expected", results: [{ duration: 1 }] }] },
      ] }] }],
    };
    const { code, lines } = summaryOutput(vitest, playwright);
    expect(code).toBe(1);
    expect(lines.slice(lines.indexOf("Failed:"))).toEqual([
      "Failed:",
      "  tests/integration/a.test.ts › quotes approve once: AssertionError: expected 409 to be 200",
      "  tests/integration/b.test.ts, outside its tests: Hook timed out in 60000ms.",
      "  tests/e2e/auth.spec.ts › sign-in › remembers the studio: Timed out 5000ms waiting for expect(locator).toBeVisible()",
      "  Playwright, outside its tests: Error: Process from config.webServer exited early.",
      "3 passed, 4 failed",
    ]);
  });
});
