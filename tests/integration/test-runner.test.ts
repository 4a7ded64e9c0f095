import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { developerEnv } from "../support/developer-env";

/**
 * `make test` must fail when a test fails. Each case runs the real runner (or vitest with the real
 * config and global setup) on a scratch copy of this checkout with planted tests, and reads its exit
 * status and closing line.
 */
const REPO = path.resolve(import.meta.dirname, "../..");
const PLANTED = "zz-planted-runner-check";
const plantedFiles = {
  unit: `libs/money/src/${PLANTED}.test.ts`,
  integration: `tests/integration/${PLANTED}.test.ts`,
  web: `web/src/${PLANTED}.test.ts`,
  "end-to-end": `tests/e2e/${PLANTED}.spec.ts`,
} as const;
type Runner = keyof typeof plantedFiles;

let scratch: string;

function copyCheckout(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "atelier-runner-check-"));
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: REPO, encoding: "utf8" });
  for (const file of listed.stdout.split("\0").filter(Boolean)) {
    if (existsSync(path.join(REPO, file))) cpSync(path.join(REPO, file), path.join(dir, file));
  }
  // What setup and the build make, shared rather than copied.
  for (const made of ["node_modules", "web/node_modules", "libs/kit/node_modules", "libs/db/src/generated", "web/dist"]) {
    if (existsSync(path.join(REPO, made))) symlinkSync(path.join(REPO, made), path.join(dir, made));
  }
  return dir;
}

function plant(runner: Runner, passes: boolean): void {
  const expectation = passes ? "expect(1 + 1).toBe(2)" : "expect(1 + 1).toBe(3)";
  const body =
    runner === "end-to-end"
      ? `import { expect, test } from "@playwright/test";\ntest("planted", async ({ request }) => {\n  expect((await request.get("/readyz")).ok()).toBe(true);\n  ${expectation};\n});\n`
      : `import { expect, it } from "vitest";\nit("planted", () => {\n  ${expectation};\n});\n`;
  writeFileSync(path.join(scratch, plantedFiles[runner]), body);
}

function plantAll(failing?: Runner): void {
  for (const runner of Object.keys(plantedFiles) as Runner[]) plant(runner, runner !== failing);
}

function run(command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: scratch, env: { ...developerEnv(), ATELIER_TEST_FILTER: PLANTED }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

const closingLine = (output: string) => output.trim().split("\n").at(-1);

describe("the test runner", () => {
  beforeAll(() => {
    scratch = copyCheckout();
  });
  afterEach(() => {
    for (const file of Object.values(plantedFiles)) rmSync(path.join(scratch, file), { force: true });
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it.each(["unit", "integration", "web"] as const)("vitest exits non-zero when one %s test fails", async (runner) => {
    plantAll(runner);
    const { code } = await run("npx", ["--no-install", "vitest", "run", PLANTED, "--reporter=json", "--outputFile.json=report.json"]);
    const report = JSON.parse(readFileSync(path.join(scratch, "report.json"), "utf8"));
    expect({ code, passed: report.numPassedTests, failed: report.numFailedTests }).toEqual({ code: 1, passed: 2, failed: 1 });
  }, 120_000);

  it("exits 0 and counts every runner's tests when all pass", async () => {
    plantAll();
    const { code, output } = await run("bash", ["infra/test/run-suites.sh"]);
    expect({ code, line: closingLine(output) }).toEqual({ code: 0, line: "4 passed, 0 failed" });
  }, 240_000);

  it("exits non-zero when only the end-to-end test fails", async () => {
    plantAll("end-to-end");
    const { code, output } = await run("bash", ["infra/test/run-suites.sh"]);
    expect({ code, line: closingLine(output) }).toEqual({ code: 1, line: "3 passed, 1 failed" });
  }, 240_000);
});
