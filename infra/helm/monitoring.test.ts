import { readFileSync } from "node:fs";
import { collectDefaultMetrics, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const here = (file: string) => new URL(file, import.meta.url);
const chartFile = (file: string) => here(`atelier/files/${file}`);

/** Every metric name a process of ours serves: what our code declares, and Node's own. */
function servedNames(): Set<string> {
  const sources = ["../../libs/kit/src/metrics/http-metrics.ts", "../../libs/kit/src/metrics/queue-metrics.ts", "../../libs/kit/src/metrics/outbox-metrics.ts", "../../services/gateway/src/socket.ts"];
  const declared = sources.flatMap((source) => [...readFileSync(here(source), "utf8").matchAll(/name: "([a-z_]+)"/g)].map((match) => match[1]!));
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const names = [...declared, ...registry.getMetricsAsArray().map((metric) => metric.name)];
  return new Set(names.flatMap((name) => [name, `${name}_bucket`, `${name}_count`, `${name}_sum`]));
}

/** The metric names a PromQL expression reads: its words, less label selectors, groupings, ranges and functions. */
function namesIn(expr: string): string[] {
  const bare = expr.replace(/\{[^}]*\}/g, "").replace(/\b(by|without)\s*\([^)]*\)/g, "").replace(/\[[^\]]*\]/g, "");
  return [...bare.matchAll(/\b([a-z_][a-z0-9_]*)\b(?!\s*\()/g)].map((match) => match[1]!);
}

describe("the alert rules and the dashboard", () => {
  const rules = (parse(readFileSync(chartFile("alerts.yaml"), "utf8")) as { groups: Array<{ rules: Array<{ alert: string; expr: string }> }> }).groups.flatMap((group) => group.rules);
  const dashboard = JSON.parse(readFileSync(chartFile("grafana-dashboard.json"), "utf8")) as { panels: Array<{ title: string; targets: Array<{ expr: string }> }> };

  it("read only metrics a process of ours serves, so none watches a series that never comes", () => {
    const served = servedNames();
    const exprs = [...rules.map((rule) => rule.expr), ...dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr))];
    for (const expr of exprs) expect(namesIn(expr).length, expr).toBeGreaterThan(0);
    expect(exprs.flatMap(namesIn).filter((name) => !served.has(name))).toEqual([]);
  });

  it("watch the outbox's lag, failed jobs, the 5xx rate and the 95th percentile", () => {
    expect(rules.map((rule) => rule.alert)).toEqual(expect.arrayContaining(["AtelierOutboxLagging", "AtelierJobsFailing", "AtelierServerErrors", "AtelierSlowRoute"]));
  });
});
