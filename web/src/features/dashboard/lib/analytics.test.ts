import { describe, expect, it } from "vitest";
import type { ForecastAnalytics } from "@atelier/contracts";
import { percentText, projectedRevenueText, projectionBasisText, satisfactionText } from "./analytics";

const forecast: ForecastAnalytics = { awaitingApproval: "28000.00", approvalRate: 60, expectedFromAwaiting: "16800.00", approvedUndelivered: "100000.00", projected: "116800.00" };

describe("analytics figures", () => {
  it("projects the pipeline and says how, in the studio's own figures", () => {
    expect(projectedRevenueText(forecast)).toBe("R 116,800.00");
    expect(projectionBasisText(forecast)).toBe("R 28,000.00 awaiting approval × your 60% approval rate, plus R 100,000.00 approved and not yet delivered");
  });

  it("says quotes awaiting approval are not counted before any client has decided one", () => {
    expect(projectionBasisText({ ...forecast, approvalRate: null, expectedFromAwaiting: "0.00", projected: "100000.00" })).toBe(
      "R 28,000.00 awaiting approval (no approval rate yet, so not counted), plus R 100,000.00 approved and not yet delivered",
    );
  });

  it("has nothing to project with nothing awaiting the client and nothing sold", () => {
    const empty = { awaitingApproval: "0.00", approvalRate: null, expectedFromAwaiting: "0.00", approvedUndelivered: "0.00", projected: "0.00" };
    expect(projectedRevenueText(empty)).toBe("No data yet");
  });

  it("shows unknown measurements as such rather than as zero", () => {
    expect(percentText(null)).toBe("No data yet");
    expect(percentText(31.5)).toBe("31.5%");
    expect(satisfactionText(null)).toBe("Unknown");
  });
});
