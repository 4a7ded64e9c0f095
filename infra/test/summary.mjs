// Prints the suite's closing line, "N passed, N failed", from the vitest and Playwright JSON reports,
// and exits 1 when anything failed. A missing report, a runner that failed outside its tests, or one
// that ran no test counts as one failure more.
import { existsSync, readFileSync } from "node:fs";

const [vitestReport, playwrightReport] = process.argv.slice(2);
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);
let passed = 0;
let failed = 0;

const vitest = read(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  if (vitest.numTotalTests === 0 || (!vitest.success && vitest.numFailedTests === 0)) failed += 1;
} else failed += 1;

const playwright = read(playwrightReport);
if (playwright) {
  const { expected, unexpected, flaky } = playwright.stats;
  passed += expected + flaky;
  failed += unexpected;
  if (expected + unexpected + flaky === 0 || (playwright.errors?.length ?? 0) > 0) failed += 1;
} else failed += 1;

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
