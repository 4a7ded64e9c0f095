// Prints the slowest test files, what failed, then the suite's closing line, "N passed, N failed", from the vitest
// and Playwright JSON reports, and exits 1 when anything failed. A missing report, a runner that failed outside its
// tests (a file's hook, Playwright's web server), or one that ran no test counts as one failure more; so does each
// file that took longer than the budget, named, so that the suite stays fast as it grows. Each failure is named
// just above the closing line, since CI keeps only the end of the output.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// The budget is 60 s. The slowest file takes 37-45 s on this 2-core sandbox on a good run, but 74 s on a run
// where the machine was a third slower throughout (same tests, same commit), so 60 s would fail runs for the machine's
// state rather than a file's growth; 120 s until the suite has that margin.
const FILE_BUDGET_SECONDS = Number(process.env.ATELIER_TEST_FILE_BUDGET_SECONDS ?? 120);
const SLOWEST_SHOWN = 10;
const FAILURES_SHOWN = 20;

// The runners' exit statuses, when given: vitest exits 1 on an error no test caught, which its report leaves out.
const [vitestReport, playwrightReport, vitestStatus = "0", playwrightStatus = "0"] = process.argv.slice(2);
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);
const fromRoot = (file) => path.relative(process.cwd(), file);
/** The first line of a runner's message, without terminal colours. */
const firstLine = (message = "") => message.replace(/\u001b\[[0-9;]*m/g, "").trim().split("\n")[0].slice(0, 240);
let passed = 0;
/** One line per failure: what failed and why. */
const failures = [];
/** Seconds each test file took, by its path from the repository's root. */
const fileSeconds = new Map();

const vitest = read(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  let namedFailedTests = 0;
  for (const file of vitest.testResults ?? []) {
    const name = fromRoot(file.name);
    fileSeconds.set(name, (file.endTime - file.startTime) / 1000);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    namedFailedTests += failedTests.length;
    for (const test of failedTests) failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === "failed" && failedTests.length === 0) failures.push(`${name}, outside its tests: ${firstLine(file.message) || "a hook or the file's setup failed, see vitest's output above"}`);
  }
  addUnnamed("vitest", vitest.numFailedTests - namedFailedTests);
  if (vitest.numTotalTests === 0) failures.push("vitest ran no test");
  else if ((!vitest.success || vitestStatus !== "0") && failures.length === 0) failures.push("vitest failed outside its tests (see its output above)");
} else failures.push("vitest wrote no report");

const playwright = read(playwrightReport);
if (playwright) {
  const { expected, unexpected, flaky } = playwright.stats;
  passed += expected + flaky;
  const before = failures.length;
  for (const suite of playwright.suites ?? []) {
    const name = fromRoot(path.resolve(playwright.config?.rootDir ?? ".", suite.file));
    fileSeconds.set(name, (fileSeconds.get(name) ?? 0) + millisecondsOf(suite) / 1000);
    for (const { titles, test } of testsOf(suite)) {
      if (test.status === "unexpected") failures.push(`${name} › ${titles.join(" › ")}: ${firstLine(test.results.at(-1)?.error?.message)}`);
    }
  }
  addUnnamed("Playwright", unexpected - (failures.length - before));
  if (expected + unexpected + flaky === 0) failures.push("Playwright ran no test");
  else if (playwrightStatus !== "0" && failures.length === before && (playwright.errors ?? []).length === 0) failures.push("Playwright failed outside its tests (see its output above)");
  for (const error of playwright.errors ?? []) failures.push(`Playwright, outside its tests: ${firstLine(error.message)}`);
} else failures.push("Playwright wrote no report");

/** Failed tests a runner counted but its report does not name. */
function addUnnamed(runner, count) {
  for (let left = count; left > 0; left -= 1) failures.push(`${runner}: a failed test (see its output above)`);
}

/** A Playwright suite's time: every run of every test in it and in its nested suites. */
function millisecondsOf(suite) {
  const own = (suite.specs ?? []).flatMap((spec) => spec.tests.flatMap((test) => test.results.map((result) => result.duration)));
  return own.reduce((sum, duration) => sum + duration, 0) + (suite.suites ?? []).reduce((sum, nested) => sum + millisecondsOf(nested), 0);
}

/** Every test of a Playwright suite and its nested suites, with the titles that lead to it. */
function testsOf(suite, parents = []) {
  const titles = suite.title && suite.title !== suite.file ? [...parents, suite.title] : parents;
  const own = (suite.specs ?? []).flatMap((spec) => spec.tests.map((test) => ({ titles: [...titles, spec.title], test })));
  return [...own, ...(suite.suites ?? []).flatMap((nested) => testsOf(nested, titles))];
}

const slowest = [...fileSeconds].sort(([, a], [, b]) => b - a);
if (slowest.length > 0) {
  console.log(`Slowest test files (a file may take ${FILE_BUDGET_SECONDS} s at most):`);
  for (const [file, seconds] of slowest.slice(0, SLOWEST_SHOWN)) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${file}`);
}
for (const [file, seconds] of slowest.filter(([, seconds]) => seconds > FILE_BUDGET_SECONDS)) {
  failures.push(`${file} took ${seconds.toFixed(1)} s, over the ${FILE_BUDGET_SECONDS} s a test file may take: split it or make it faster`);
}

if (failures.length > 0) {
  console.log("Failed:");
  for (const failure of failures.slice(0, FAILURES_SHOWN)) console.log(`  ${failure}`);
  if (failures.length > FAILURES_SHOWN) console.log(`  and ${failures.length - FAILURES_SHOWN} more`);
}
console.log(`${passed} passed, ${failures.length} failed`);
process.exit(failures.length > 0 ? 1 : 0);
