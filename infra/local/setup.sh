#!/usr/bin/env bash
# Installs what Atelier needs on this machine, once: Debian packages (when missing and root), npm
# packages (when the lockfile changed), and the generated Prisma client (when the schema changed).
# Usage: setup.sh [--for-tests]   (tests also need Chromium)
set -euo pipefail
cd "$(dirname "$0")/../.."

say() { echo "[setup] $*"; }

node_major_minor=$(node -p 'process.versions.node.split(".").slice(0,2).join(".")')
if ! node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)'; then
  echo "Atelier needs Node.js 20.19 or newer (found $node_major_minor)." >&2
  exit 1
fi

packages=()
command -v redis-server >/dev/null || [ -n "${REDIS_URL:-}" ] || packages+=(redis-server)
# Offline speech transcription (services/ai-worker/src/transcription); its tests speak with flite.
command -v ffmpeg >/dev/null || packages+=(ffmpeg)
command -v pocketsphinx_continuous >/dev/null || packages+=(pocketsphinx)
[ -f /usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict ] || packages+=(pocketsphinx-en-us)
command -v sphinx_lm_convert >/dev/null || packages+=(sphinxbase-utils)
if [ "${1:-}" = "--for-tests" ]; then
  # The end-to-end tests' browser (tests/e2e/suite-browser.ts).
  command -v chromium-headless-shell >/dev/null || packages+=(chromium-headless-shell)
  fc-list 2>/dev/null | grep -qi dejavu || packages+=(fonts-dejavu-core)
  command -v flite >/dev/null || packages+=(flite)
  # promtool, which checks and tests the alert rules (infra/helm/check-alert-rules.sh); the server itself is never started.
  command -v promtool >/dev/null || packages+=(prometheus)
fi
if [ ${#packages[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "Missing system packages: ${packages[*]}. Install them with: sudo apt-get install -y ${packages[*]}" >&2
    exit 1
  fi
  say "Installing ${packages[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "Installing npm packages"
  npm ci --no-audit --no-fund --loglevel=error
fi

generated=libs/db/src/generated/prisma/client.ts
if [ ! -f "$generated" ] || [ libs/db/prisma/schema.prisma -nt "$generated" ]; then
  say "Generating the Prisma client"
  npm run --silent -w @atelier/db generate
fi
