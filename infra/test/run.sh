#!/usr/bin/env bash
# `make test`: installs what the tests need, type-checks, lints (ESLint and import boundaries), builds the web
# app, checks docker-compose.yml and the alert rules (promtool), then runs the unit and integration tests (real
# Postgres and Redis) and the end-to-end tests (real Chromium) and prints one closing line; it exits non-zero when
# anything failed (infra/test/run-suites.sh).
set -uo pipefail
cd "$(dirname "$0")/../.."
source infra/test/phases.sh
ATELIER_TEST_PHASE_TIMES=""

# The services' and the web app's type-checks each keep one core busy, so they run side by side; the k6 scenarios
# (k6's own types, no Node's) are small.
typecheck() {
  npx --no-install tsc -p tsconfig.json --noEmit & local services=$!
  npx --no-install tsc -p web/tsconfig.json --noEmit && npx --no-install tsc -p infra/load/k6/tsconfig.json; local web=$?
  wait $services && [ $web -eq 0 ]
}
build_web() { npm run --silent -w @atelier/web build >/dev/null; }

phase "Setting up" bash infra/local/setup.sh --for-tests || exit 1
phase "Type-checking" typecheck || exit 1
phase "Linting" bash infra/lint/run.sh || exit 1
phase "Building the web app" build_web || exit 1
phase "Validating docker-compose.yml" npx --no-install dclint --quiet docker-compose.yml || exit 1
phase "Checking the alert rules" bash infra/helm/check-alert-rules.sh || exit 1
exec bash infra/test/run-suites.sh
