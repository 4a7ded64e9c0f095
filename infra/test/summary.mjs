// Prints the suite's closing line, "N passed, N failed", from the vitest and Playwright JSON reports.
import { existsSync, readFileSync } from "node:fs";

const [vitestReport, playwrightReport] = process.argv.slice(2);
let passed = 0;
let failed = 0;

if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.success || report.numFailedTests ? 0 : 1);
} else failed += 1;

if (existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, "utf8"));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected + (stats.expected + stats.unexpected + stats.flaky === 0 ? 1 : 0);
} else failed += 1;

console.log(`${passed} passed, ${failed} failed`);
