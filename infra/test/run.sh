#!/usr/bin/env bash
# `make test`: installs what the tests need, type-checks, lints (ESLint and import boundaries), builds the web
# app, then runs the unit and integration tests (real Postgres and Redis) and the end-to-end tests (real Chromium)
# and prints one closing line; it exits non-zero when anything failed (infra/test/run-suites.sh).
set -uo pipefail
cd "$(dirname "$0")/../.."

step() { echo; echo "== $*"; }

step "Setting up" && bash infra/local/setup.sh --for-tests || exit 1
step "Type-checking" && npx --no-install tsc -p tsconfig.json --noEmit && npx --no-install tsc -p web/tsconfig.json --noEmit || exit 1
step "Linting" && bash infra/lint/run.sh || exit 1
step "Building the web app" && npm run --silent -w @atelier/web build >/dev/null || exit 1
step "Validating docker-compose.yml" && npx --no-install dclint --quiet docker-compose.yml || exit 1
exec bash infra/test/run-suites.sh
