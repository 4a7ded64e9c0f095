#!/usr/bin/env bash
# `make bench`: starts Atelier from `make dev` on a throwaway data folder and prints the figures.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash infra/local/setup.sh
exec npx --no-install tsx infra/load/bench.ts
