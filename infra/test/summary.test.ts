import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const SUMMARY = new URL("./summary.mjs", import.meta.url).pathname;
const dirs: string[] = [];

const vitestReport = (passed: number, failed: number, success = failed === 0) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numTotalTests: passed + failed,
  success,
});
const playwrightReport = (expected: number, unexpected: number, errors: unknown[] = []) => ({
  stats: { expected, unexpected, flaky: 0 },
  errors,
});

/** Runs the summary on the given reports (null: the runner wrote none) and returns its exit code and closing line. */
function summarise(vitest: object | null, playwright: object | null) {
  const dir = mkdtempSync(path.join(tmpdir(), "atelier-summary-"));
  dirs.push(dir);
  const [vitestFile, playwrightFile] = [path.join(dir, "vitest.json"), path.join(dir, "playwright.json")];
  if (vitest) writeFileSync(vitestFile, JSON.stringify(vitest));
  if (playwright) writeFileSync(playwrightFile, JSON.stringify(playwright));
  const result = spawnSync(process.execPath, [SUMMARY, vitestFile, playwrightFile], { encoding: "utf8" });
  return { code: result.status, line: result.stdout.trim() };
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
  });
});
