import { expect, it } from "vitest";
import { runSuites, suiteRunnerCheckout } from "../support/suite-runner-checkout";

/**
 * `make test` must fail when a test fails, and only then: the suite runner, on a scratch copy of this checkout whose
 * runners run only planted tests, exits 0 with its closing line when every runner's test passes. Its failures are
 * suite-runner-*-failure.test.ts; that vitest counts each of its runners' failures is test-runner.test.ts.
 */
const checkout = suiteRunnerCheckout();

it("the suite runner exits 0 and counts every runner's tests when all pass", async () => {
  const { code, line, output } = await runSuites(checkout);
  expect({ code, line }, output).toEqual({ code: 0, line: "4 passed, 0 failed" });
}, 30_000);
