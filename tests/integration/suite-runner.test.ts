import { writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { plantedCheckout, plantedFiles, vitestRunners } from "../support/planted-checkout";

/**
 * `make test` must fail when a test fails: the suite runner (infra/test/run-suites.sh), on a scratch copy of this
 * checkout given tiny configs that run only the planted tests, must turn a failure of any runner into a non-zero
 * exit and its closing line. That vitest counts each of its runners' failures is tests/integration/test-runner.test.ts.
 */
const checkout = plantedCheckout();

/** Configs of the runners that run the planted tests alone, without the stack or the real suites. */
function useTinyConfigs(): void {
  const projects = vitestRunners.map((runner) => `{ test: { name: "${runner}", include: ["${plantedFiles[runner]}"] } }`).join(", ");
  writeFileSync(path.join(checkout.dir, "vitest.config.ts"), `import { defineConfig } from "vitest/config";\nexport default defineConfig({ test: { projects: [${projects}] } });\n`);
  writeFileSync(
    path.join(checkout.dir, "tests/e2e/playwright.config.ts"),
    `import { defineConfig } from "@playwright/test";\nexport default defineConfig({ testDir: ".", reporter: [["json", { outputFile: "../../.data/test-results/playwright.json" }]] });\n`,
  );
}

const closingLine = (output: string) => output.trim().split("\n").at(-1);

describe("the suite runner", () => {
  beforeAll(useTinyConfigs);

  it("exits 0 and counts every runner's tests when all pass", async () => {
    checkout.plantAll();
    const { code, output } = await checkout.run("bash", ["infra/test/run-suites.sh"]);
    expect({ code, line: closingLine(output) }, output).toEqual({ code: 0, line: "4 passed, 0 failed" });
  }, 30_000);

  // Which of vitest's runners failed makes no difference to it (test-runner.test.ts shows each one's failure counted).
  it.each(["integration", "end-to-end"] as const)("exits non-zero when only the %s test fails", async (runner) => {
    checkout.plantAll([runner]);
    const { code, output } = await checkout.run("bash", ["infra/test/run-suites.sh"]);
    expect({ code, line: closingLine(output) }, output).toEqual({ code: 1, line: "3 passed, 1 failed" });
  }, 30_000);
});
