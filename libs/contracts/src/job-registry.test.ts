import { describe, expect, it } from "vitest";
import { JOB_REGISTRY, servicesWithJobs } from "./job-registry";

describe("the job registry", () => {
  it("names each job once on its queue", () => {
    const names = JOB_REGISTRY.map((job) => `${job.queue}/${job.name}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it("gives each queue to one service, whose workers alone take its jobs", () => {
    const ownerOf = new Map<string, Set<string>>();
    for (const job of JOB_REGISTRY) ownerOf.set(job.queue, (ownerOf.get(job.queue) ?? new Set()).add(job.service));
    expect([...ownerOf].filter(([, services]) => services.size > 1)).toEqual([]);
  });

  it("lists each service that runs jobs once", () => {
    expect(servicesWithJobs()).toEqual(["ai-worker", "projects", "quotes", "logistics", "auth", "accounts"]);
  });
});
