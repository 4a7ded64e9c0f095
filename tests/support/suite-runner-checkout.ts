import { writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll } from "vitest";
import { plantedCheckout, plantedFiles, vitestRunners, type PlantedCheckout, type Runner } from "./planted-checkout";

/**
 * A planted checkout (planted-checkout.ts) whose runners' configs run only the planted tests, without the stack or
 * the real suites, for the tests of the suite runner (infra/test/run-suites.sh): each case is a file of its own
 * (suite-runner-*.test.ts), so the three runs it takes go side by side rather than one after another.
 */
export function suiteRunnerCheckout(): PlantedCheckout {
  const checkout = plantedCheckout();
  beforeAll(() => {
    const projects = vitestRunners.map((runner) => `{ test: { name: "${runner}", include: ["${plantedFiles[runner]}"] } }`).join(", ");
    writeFileSync(path.join(checkout.dir, "vitest.config.ts"), `import { defineConfig } from "vitest/config";\nexport default defineConfig({ test: { projects: [${projects}] } });\n`);
    writeFileSync(
      path.join(checkout.dir, "tests/e2e/playwright.config.ts"),
      `import { defineConfig } from "@playwright/test";\nexport default defineConfig({ testDir: ".", reporter: [["json", { outputFile: "../../.data/test-results/playwright.json" }]] });\n`,
    );
  });
  return checkout;
}

/** Runs the suite runner in `checkout` with every runner's planted test passing but the `failing` ones'. */
export async function runSuites(checkout: PlantedCheckout, failing: readonly Runner[] = []): Promise<{ code: number | null; line: string | undefined; output: string }> {
  checkout.plantAll(failing);
  const { code, output } = await checkout.run("bash", ["infra/test/run-suites.sh"]);
  return { code, line: output.trim().split("\n").at(-1), output };
}
