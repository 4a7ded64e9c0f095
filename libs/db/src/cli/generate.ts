import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { paths } from "../paths";

const prismaCli = createRequire(import.meta.url).resolve("prisma/build/index.js");

// `prisma generate` refuses to start unless a native schema engine file exists, though it never runs it;
// that binary cannot be downloaded here, so any existing file will do.
const env = { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath };

const { status } = spawnSync(process.execPath, [prismaCli, "generate", ...process.argv.slice(2)], {
  cwd: paths.packageRoot,
  env,
  stdio: "inherit",
});
process.exitCode = status ?? 1;
