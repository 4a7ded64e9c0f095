import { describe, expect, it } from "vitest";
import { metricsPorts, metricsTargets } from "./metrics-targets";
import { stackProcesses } from "./stack-processes";

describe("make dev's metrics targets", () => {
  it("give every process of the stack a port of its own, moved by the stack's offset, as Prometheus' file discovery reads them", () => {
    const processes = stackProcesses();
    const ports = metricsPorts(processes, 300);
    expect(new Set(ports.values()).size).toBe(processes.length);
    expect(Math.min(...ports.values())).toBe(9400);
    const targets = metricsTargets(processes, ports);
    expect(targets.map((group) => group.labels.process)).toEqual(processes.map((each) => each.name));
    expect(targets.find((group) => group.labels.process === "quotes-jobs")).toEqual({
      targets: [`127.0.0.1:${ports.get("quotes-jobs")}`],
      labels: { job: "atelier", process: "quotes-jobs", service: "quotes" },
    });
  });
});
