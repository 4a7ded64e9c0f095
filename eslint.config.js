// ESLint for every TypeScript file: ESLint's and typescript-eslint's recommended rules, and React's hook rules for
// the web app. Syntax rules only, no type-aware rules: those need a typed program from TypeScript's JavaScript
// API, which TypeScript 7 no longer has, and building one with TypeScript 6 for 540 files would slow `make test`
// and could disagree with `tsc`, which already checks types. Run by infra/lint/run.sh (the "Linting" step of
// `make test`); `npx eslint .` works too.
import "./infra/lint/classic-typescript.mjs"; // must come before typescript-eslint loads: see that file
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores(["**/node_modules/", "**/dist/", ".data/", "libs/db/src/generated/", "tests/support/web-dist/", "test-results/", "playwright-report/"]),
  {
    files: ["**/*.{ts,tsx}"],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // `const { items, ...room } = x` is how this code leaves a field out, and Express knows an error handler by
      // its four parameters, so an unused `_next` must stay.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true, argsIgnorePattern: "^_" }],
      // A `let` that a callback created earlier reads (a job id the socket listener waits for) cannot be a const.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // These strip or mark control characters on purpose (XML 1.0 forbids them; \u0000 is a placeholder).
    files: ["services/ai-worker/src/visuals/svg.ts", "services/ai-worker/src/extraction/tokenise.ts"],
    rules: { "no-control-regex": "off" },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat["recommended-latest"]],
  },
);
