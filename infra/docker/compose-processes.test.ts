import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { MIGRATE_BUNDLE } from "../build/service-bundles";
import { stackProcesses } from "../local/stack-processes";

interface ComposeService {
  build?: { args?: { SERVICE?: string; ENTRY?: string } };
  command?: unknown;
  depends_on?: Record<string, { condition: string }>;
}

// Merge keys (`<<: *service`) are how the file shares settings: read them as compose does.
const compose = parse(readFileSync(new URL("../../docker-compose.yml", import.meta.url), "utf8"), { merge: true }) as { services: Record<string, ComposeService> };

/** Compose's processes built from the service image and run as the image runs them (the migrate job runs a command of its own). */
const processes = Object.entries(compose.services).filter(([, service]) => service.build?.args?.SERVICE !== undefined && service.command === undefined);

describe("docker-compose.yml", () => {
  it("runs every process make dev runs, each service's and worker's once, and no other", () => {
    const stack = stackProcesses().map(({ service, entry }) => `${service} ${entry}`);
    const composed = processes.map(([, service]) => `${service.build!.args!.SERVICE} ${service.build!.args!.ENTRY ?? "main"}`);
    expect(composed.sort()).toEqual(stack.sort());
  });

  it("migrates once, before any of them starts", () => {
    const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
    expect(compose.services.migrate?.command).toEqual(["node", "--enable-source-maps", path.relative(repoRoot, MIGRATE_BUNDLE)]);
    for (const [name, service] of processes) expect(service.depends_on?.migrate, name).toEqual({ condition: "service_completed_successfully" });
  });
});
