// Prints the slowest test files, then the suite's closing line, "N passed, N failed", from the vitest and
// Playwright JSON reports, and exits 1 when anything failed. A missing report, a runner that failed outside its
// tests, or one that ran no test counts as one failure more; so does each file that took longer than the
// budget, named, so that the suite stays fast as it grows.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// 60 s on the machine the budget was set on; the 2-core sandbox CI runs on now takes about twice as long for the
// same file (a browser page, a test worker's imports), so the budget there is 120 s until the suite is faster.
const FILE_BUDGET_SECONDS = Number(process.env.ATELIER_TEST_FILE_BUDGET_SECONDS ?? 120);
const SLOWEST_SHOWN = 10;

const [vitestReport, playwrightReport] = process.argv.slice(2);
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);
let passed = 0;
let failed = 0;
/** Seconds each test file took, by its path from the repository's root. */
const fileSeconds = new Map();

const vitest = read(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  if (vitest.numTotalTests === 0 || (!vitest.success && vitest.numFailedTests === 0)) failed += 1;
  for (const file of vitest.testResults ?? []) fileSeconds.set(path.relative(process.cwd(), file.name), (file.endTime - file.startTime) / 1000);
} else failed += 1;

const playwright = read(playwrightReport);
if (playwright) {
  const { expected, unexpected, flaky } = playwright.stats;
  passed += expected + flaky;
  failed += unexpected;
  if (expected + unexpected + flaky === 0 || (playwright.errors?.length ?? 0) > 0) failed += 1;
  for (const suite of playwright.suites ?? []) {
    const name = path.relative(process.cwd(), path.resolve(playwright.config?.rootDir ?? ".", suite.file));
    fileSeconds.set(name, (fileSeconds.get(name) ?? 0) + millisecondsOf(suite) / 1000);
  }
} else failed += 1;

/** A Playwright suite's time: every run of every test in it and in its nested suites. */
function millisecondsOf(suite) {
  const own = (suite.specs ?? []).flatMap((spec) => spec.tests.flatMap((test) => test.results.map((result) => result.duration)));
  return own.reduce((sum, duration) => sum + duration, 0) + (suite.suites ?? []).reduce((sum, nested) => sum + millisecondsOf(nested), 0);
}

const slowest = [...fileSeconds].sort(([, a], [, b]) => b - a);
if (slowest.length > 0) {
  console.log(`Slowest test files (a file may take ${FILE_BUDGET_SECONDS} s at most):`);
  for (const [file, seconds] of slowest.slice(0, SLOWEST_SHOWN)) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${file}`);
}
for (const [file, seconds] of slowest.filter(([, seconds]) => seconds > FILE_BUDGET_SECONDS)) {
  console.log(`${file} took ${seconds.toFixed(1)} s, over the ${FILE_BUDGET_SECONDS} s a test file may take: split it or make it faster`);
  failed += 1;
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
