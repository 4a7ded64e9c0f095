# Atelier: `make dev` runs everything on this machine; `make test` runs every test. Both install what they need.
.PHONY: setup dev test bench web typecheck

setup:
	@bash infra/local/setup.sh

web: setup
	@npm run --silent -w @atelier/web build

dev: web
	@npx --no-install tsx infra/local/stack.ts

typecheck: setup
	@npx --no-install tsc -p tsconfig.json --noEmit
	@npx --no-install tsc -p web/tsconfig.json --noEmit

test:
	@bash infra/test/run.sh

bench:
	@bash infra/load/run.sh
