import { expect, it } from "vitest";
import { runSuites, suiteRunnerCheckout } from "../support/suite-runner-checkout";

/**
 * `make test` must fail when a test fails: the suite runner, on a scratch copy of this checkout whose runners run
 * only planted tests, turns a failure of the end-to-end test into a non-zero exit and its closing line. Which of
 * vitest's runners failed makes no difference to it (test-runner.test.ts shows each one's failure counted).
 */
const checkout = suiteRunnerCheckout();

it("the suite runner exits non-zero when only the end-to-end test fails", async () => {
  const { code, line, output } = await runSuites(checkout, ["end-to-end"]);
  expect({ code, line }, output).toEqual({ code: 1, line: "3 passed, 1 failed" });
}, 30_000);
