#!/usr/bin/env bash
# The "Linting" step of `make test`: ESLint over every TypeScript file (eslint.config.js) and the import
# boundaries between services, libs and the web app (infra/lint/dependency-cruiser.cjs), side by side as each
# keeps one core busy. Exits non-zero, saying which check failed, when either finds a problem.
set -uo pipefail
cd "$(dirname "$0")/../.."

boundaries_output=$(mktemp)
trap 'rm -f "$boundaries_output"' EXIT
node infra/lint/boundaries.mjs > "$boundaries_output" 2>&1 &
boundaries=$!

status=0
npx --no-install eslint --max-warnings 0 --cache --cache-strategy content --cache-location node_modules/.cache/eslint/ . || {
  echo "Linting failed: fix the ESLint problems above (rules and the reasons for their settings: eslint.config.js)." >&2
  status=1
}
wait $boundaries
boundaries_status=$?
cat "$boundaries_output"
if [ $boundaries_status -ne 0 ]; then
  echo "Linting failed: an import crosses a boundary between services, libs and the web app (see above)." >&2
  status=1
fi
exit $status
