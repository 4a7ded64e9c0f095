import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll } from "vitest";
import { developerEnv } from "./developer-env";

/**
 * A scratch copy of this checkout to plant tests in, for the tests of `make test`'s runners
 * (tests/integration/test-runner.test.ts, suite-runner-*.test.ts): made before the file's tests, the planted tests
 * removed after each, the copy after all.
 */
const REPO = path.resolve(import.meta.dirname, "../..");
export const PLANTED = "zz-planted-runner-check";
export const plantedFiles = {
  unit: `libs/money/src/${PLANTED}.test.ts`,
  integration: `tests/integration/${PLANTED}.test.ts`,
  web: `web/src/${PLANTED}.test.ts`,
  "end-to-end": `tests/e2e/${PLANTED}.spec.ts`,
} as const;
export type Runner = keyof typeof plantedFiles;
export const vitestRunners = ["unit", "integration", "web"] as const;

export interface PlantedCheckout {
  dir: string;
  /** Plants a passing test for every runner but the `failing` ones, whose test fails. */
  plantAll(failing?: readonly Runner[]): void;
  /** Runs a command in the copy as a developer would, with ATELIER_TEST_FILTER set to the planted tests. */
  run(command: string, args: string[]): Promise<{ code: number | null; output: string }>;
}

export function plantedCheckout(): PlantedCheckout {
  const checkout = {
    dir: "",
    plantAll(failing: readonly Runner[] = []) {
      for (const runner of Object.keys(plantedFiles) as Runner[]) plant(checkout.dir, runner, !failing.includes(runner));
    },
    run: (command: string, args: string[]) => run(checkout.dir, command, args),
  };
  beforeAll(() => {
    checkout.dir = copyCheckout();
  });
  afterEach(() => {
    for (const file of Object.values(plantedFiles)) rmSync(path.join(checkout.dir, file), { force: true });
  });
  afterAll(() => rmSync(checkout.dir, { recursive: true, force: true }));
  return checkout;
}

function copyCheckout(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "atelier-runner-check-"));
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: REPO, encoding: "utf8" });
  for (const file of listed.stdout.split("\0").filter(Boolean)) {
    if (existsSync(path.join(REPO, file))) cpSync(path.join(REPO, file), path.join(dir, file));
  }
  // What setup and the build make, shared rather than copied: the services' bundles too, which the run's global setup
  // made current before any test began, so the copy's global setup finds nothing to bundle again.
  const bundles = ["libs/db/dist", ...readdirSync(path.join(REPO, "services")).map((service) => `services/${service}/dist`)];
  for (const made of ["node_modules", "web/node_modules", "libs/kit/node_modules", "libs/db/src/generated", "web/dist", ...bundles]) {
    if (existsSync(path.join(REPO, made))) symlinkSync(path.join(REPO, made), path.join(dir, made));
  }
  return dir;
}

function plant(dir: string, runner: Runner, passes: boolean): void {
  const expectation = passes ? "expect(1 + 1).toBe(2)" : "expect(1 + 1).toBe(3)";
  const [framework, testFunction] = runner === "end-to-end" ? ["@playwright/test", "test"] : ["vitest", "it"];
  writeFileSync(path.join(dir, plantedFiles[runner]), `import { expect, ${testFunction} } from "${framework}";\n${testFunction}("planted", () => {\n  ${expectation};\n});\n`);
}

function run(cwd: string, command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...developerEnv(), ATELIER_TEST_FILTER: PLANTED }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}
