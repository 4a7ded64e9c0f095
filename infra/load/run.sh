#!/usr/bin/env bash
# `make bench`: starts Atelier from `make dev` on a throwaway data folder and prints the figures.
set -euo pipefail
cd "$(dirname "$0")/../.."
# --for-tests: flite speaks the narrations that the word error rate is measured on.
bash infra/local/setup.sh --for-tests
# Postgres and Redis on ports of the bench's own, so a running `make dev` is untouched.
export ATELIER_PG_PORT=54400 ATELIER_REDIS_PORT=63800
exec npx --no-install tsx infra/load/bench.ts
