#!/usr/bin/env bash
# Runs every vitest project, then the Playwright tests, prints the wall time of each phase, the slowest test
# files and the closing line "N passed, N failed", and exits non-zero when any test failed, a runner ran no test
# or a test file took longer than its budget (summary.mjs). ATELIER_TEST_FILTER=TEXT runs only the test files
# whose path contains TEXT, in every runner.
set -uo pipefail
cd "$(dirname "$0")/../.."
source infra/test/phases.sh
results=.data/test-results
rm -rf "$results" && mkdir -p "$results"
filter=(${ATELIER_TEST_FILTER:+"$ATELIER_TEST_FILTER"})

run_vitest() { npx --no-install vitest run "${filter[@]}" --reporter=default --reporter=json --outputFile.json="$results/vitest.json"; }
run_playwright() {
  # Ports of the run's own, so the suite runs beside `make dev` or another run.
  ATELIER_E2E_PORT_OFFSET=$(npx --no-install tsx infra/test/free-port-offset.ts) && export ATELIER_E2E_PORT_OFFSET
  npx --no-install playwright test --config tests/e2e/playwright.config.ts "${filter[@]}"
}

phase "Unit and integration tests" run_vitest
vitest_status=$?
phase "End-to-end tests (Chromium)" run_playwright
playwright_status=$?

echo
print_phase_times
node infra/test/summary.mjs "$results/vitest.json" "$results/playwright.json" $vitest_status $playwright_status
summary_status=$?
[ $vitest_status -eq 0 ] && [ $playwright_status -eq 0 ] && [ $summary_status -eq 0 ]
