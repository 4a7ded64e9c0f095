#!/usr/bin/env bash
# `make test`: installs what the tests need, then type-checks, runs the unit and integration tests
# (real Postgres and Redis) and the end-to-end tests (real Chromium), and prints one closing line.
set -uo pipefail
cd "$(dirname "$0")/../.."
results=.data/test-results
rm -rf "$results" && mkdir -p "$results"

step() { echo; echo "== $*"; }

step "Setting up" && bash infra/local/setup.sh --for-tests || exit 1
step "Type-checking" && npx --no-install tsc -p tsconfig.json --noEmit && npx --no-install tsc -p web/tsconfig.json --noEmit || exit 1
step "Building the web app" && npm run --silent -w @atelier/web build >/dev/null || exit 1
step "Validating docker-compose.yml" && npx --no-install dclint --quiet docker-compose.yml || exit 1

step "Unit and integration tests"
npx --no-install vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json"
vitest_status=$?

step "End-to-end tests (Chromium)"
npx --no-install playwright test --config tests/e2e/playwright.config.ts
playwright_status=$?

echo
node infra/test/summary.mjs "$results/vitest.json" "$results/playwright.json"
[ $vitest_status -eq 0 ] && [ $playwright_status -eq 0 ]
