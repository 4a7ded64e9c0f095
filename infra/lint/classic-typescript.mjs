// The linters need TypeScript's JavaScript compiler API (ts.createSourceFile and friends). Since TypeScript 7
// (the native port, which the project compiles with) the `typescript` package no longer has it, and
// typescript-eslint 8.x refuses TypeScript >= 6.1 (peer range ">=4.8.4 <6.1.0"); dependency-cruiser 17 only
// loads TypeScript < 7 and otherwise silently skips every .ts file. So the linters, and only they, are pointed
// at TypeScript 6.0's API: infra/lint/classic-typescript is a root devDependency whose own `typescript@6.0.3`
// npm keeps nested (the root one is 7.0.2), so `tsc` and everything else still get TypeScript 7, and this module
// sends the linters' `import`/`require` of "typescript" there. Import it before typescript-eslint or
// dependency-cruiser load (eslint.config.js and infra/lint/boundaries.mjs do). The root package.json's
// `overrides` tells npm that typescript-eslint's peer on "typescript" is met, since it is met here, at load time.
// Drop all this once typescript-eslint supports TypeScript 7 (typescript-eslint/typescript-eslint#10940).
import Module, { createRequire, register } from "node:module";
import { dirname } from "node:path";
import { pathToFileURL } from "node:url";

const classicDir = dirname(
  createRequire(new URL("./classic-typescript/package.json", import.meta.url)).resolve("typescript/package.json"),
);
export const LINTERS = /[\\/]node_modules[\\/](?:typescript-eslint|@typescript-eslint[\\/][^\\/]+|ts-api-utils|dependency-cruiser)[\\/]/;

if (!globalThis.__atelierClassicTypescript) {
  globalThis.__atelierClassicTypescript = true;
  // require() from the linters' CommonJS code (typescript-eslint is CommonJS).
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (request, parent, ...rest) {
    if ((request === "typescript" || request.startsWith("typescript/")) && parent?.filename && LINTERS.test(parent.filename)) {
      request = classicDir + request.slice("typescript".length);
    }
    return resolveFilename.call(this, request, parent, ...rest);
  };
  // import() from the linters' ES modules (dependency-cruiser).
  register("./classic-typescript-hooks.mjs", import.meta.url, { data: { classicDir: pathToFileURL(classicDir).href } });
}
