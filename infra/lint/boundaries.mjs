// Checks the import boundaries in infra/lint/dependency-cruiser.cjs and exits non-zero, listing each offending
// import, when one is crossed. --root DIR checks another tree laid out like this repository (its test does).
// Usage: node infra/lint/boundaries.mjs [--root DIR] [path ...]
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import "./classic-typescript.mjs"; // before dependency-cruiser loads TypeScript: see that file

const args = process.argv.slice(2);
const configFile = fileURLToPath(new URL("./dependency-cruiser.cjs", import.meta.url));
const rootAt = args.indexOf("--root");
process.chdir(rootAt >= 0 ? args.splice(rootAt, 2)[1] : fileURLToPath(new URL("../..", import.meta.url)));
const roots = args.length > 0 ? args : ["libs", "services", "web", "tests", "infra", "vitest.config.ts"].filter((path) => existsSync(path));

const { cruise } = await import("dependency-cruiser");
const { default: extractDepcruiseOptions } = await import("dependency-cruiser/config-utl/extract-depcruise-options");
const options = await extractDepcruiseOptions(configFile);
// web/tsconfig.json's "@/*" path, as an alias (dependency-cruiser's tsconfig-paths plugin does not apply it).
const { output: result } = await cruise(roots, options, { alias: { "@": resolve("web/src") } });

// Without a TypeScript it can load, dependency-cruiser skips every .ts file and would report nothing at all.
const typescriptFiles = result.modules.filter((module) => /\.tsx?$/.test(module.source)).length;
if (typescriptFiles === 0) {
  console.error("Import boundaries: dependency-cruiser read no TypeScript file, so nothing was checked (see infra/lint/classic-typescript.mjs).");
  process.exit(2);
}
// One line an offending import: the rule, the importing file, and the chain of imports to the first file across.
const comments = new Map(options.ruleSet.forbidden.map((rule) => [rule.name, rule.comment]));
const crossings = new Map();
for (const { rule, from, to, via } of result.summary.violations) {
  const chain = [from];
  for (const step of via ?? [{ name: to }]) {
    chain.push(step.name);
    if (new RegExp(options.ruleSet.forbidden.find((forbidden) => forbidden.name === rule.name).to.path ?? "^").test(step.name)) break;
  }
  crossings.set(`${rule.name}: ${chain.join(" → ")}`, rule.name);
}
if (crossings.size > 0) {
  for (const [line, rule] of crossings) console.error(`  ${line}\n      ${comments.get(rule)}`);
  console.error(`Import boundaries: ${crossings.size} import(s) cross a boundary; the rules are in infra/lint/dependency-cruiser.cjs.`);
  process.exit(1);
}
console.log(`Import boundaries: ${typescriptFiles} TypeScript files, no boundary crossed.`);
