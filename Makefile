# Atelier: `make dev` runs everything on this machine; `make test` runs every test. Both install what they need.
.PHONY: setup dev test bench load typecheck import manifests

WEB_SOURCES := $(shell find web/src web/public libs/contracts/src -type f) web/index.html web/vite.config.ts

setup:
	@bash infra/local/setup.sh

# Rebuilt only when a source changed, so a second `make dev` starts sooner.
web/dist/index.html: $(WEB_SOURCES) | setup
	@npm run --silent -w @atelier/web build

dev: setup web/dist/index.html
	@npx --no-install tsx infra/local/stack.ts

typecheck: setup
	@npx --no-install tsc -p tsconfig.json --noEmit
	@npx --no-install tsc -p web/tsconfig.json --noEmit
	@npx --no-install tsc -p infra/load/k6/tsconfig.json

test:
	@bash infra/test/run.sh

bench:
	@bash infra/load/run.sh

# The load scenarios (infra/load/scenarios.ts) as k6 runs them: 200 users for 2 minutes each, non-zero past a limit.
load:
	@bash infra/load/load.sh

# Restores a studio's export (Settings, Your Studio's Data) into this install: make import FILE=atelier-export.zip
import: setup
	@npx --no-install tsx infra/local/import-studio.ts "$(FILE)"

# The Helm chart (infra/helm/atelier) rendered offline, as `helm install` would apply it: make manifests [VALUES=file]
manifests: setup
	@npx --no-install tsx infra/helm/render.ts $(VALUES)
