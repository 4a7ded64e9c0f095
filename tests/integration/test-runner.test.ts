import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PLANTED, plantedCheckout, plantedFiles, vitestRunners } from "../support/planted-checkout";

/**
 * `make test` must fail when a test fails: vitest, with the real config and global setup, on a scratch copy of
 * this checkout with planted tests, must count a planted failure of each of its runners and exit non-zero.
 * What the suite runner makes of a runner's failure is tests/integration/suite-runner-*.test.ts.
 */
const checkout = plantedCheckout();

describe("vitest, with the real config and its global setup", () => {
  it("exits non-zero and counts a planted failure in each of its runners", async () => {
    checkout.plantAll(vitestRunners);
    const { code, output } = await checkout.run("npx", ["--no-install", "vitest", "run", PLANTED, "--reporter=json", "--outputFile.json=report.json"]);
    const reportFile = path.join(checkout.dir, "report.json");
    expect(existsSync(reportFile), output).toBe(true);
    const report = JSON.parse(readFileSync(reportFile, "utf8")) as { numPassedTests: number; numFailedTests: number; testResults: Array<{ name: string; status: string }> };
    const failedFiles = report.testResults.filter(({ status }) => status === "failed").map(({ name }) => path.relative(checkout.dir, name));
    expect({ code, passed: report.numPassedTests, failed: report.numFailedTests, failedFiles: failedFiles.sort() }).toEqual({
      code: 1,
      passed: 0,
      failed: 3,
      failedFiles: vitestRunners.map((runner) => plantedFiles[runner]).sort(),
    });
  }, 50_000);
});
