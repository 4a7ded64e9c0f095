#!/usr/bin/env bash
# `make load`: the load scenarios through a Node driver (infra/load/load.ts) against `make dev` on a throwaway data folder.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash infra/local/setup.sh
# Postgres and Redis on ports of the run's own, so a running `make dev` is untouched.
export ATELIER_PG_PORT=54500 ATELIER_REDIS_PORT=63900
exec npx --no-install tsx infra/load/load.ts
