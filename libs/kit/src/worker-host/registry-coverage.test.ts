import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BACKEND_SERVICES } from "../ports";
import { JOB_REGISTRY, servicesWithJobs } from "@atelier/contracts";
import { checkRegistryCoverage } from "./registry-coverage";

const job = (name: string, service = "projects") => ({ name, queue: "q", payload: z.object({}), attempts: 1, service });
const registry = [job("a"), job("b"), job("c", "quotes")];

describe("a service's work against the job registry", () => {
  it("passes when the service handles exactly its registered jobs", () => {
    expect(() => checkRegistryCoverage("projects", [job("a"), job("b")], registry)).not.toThrow();
  });

  it("refuses a registered job without a handler, and a handled job the registry does not give the service", () => {
    expect(() => checkRegistryCoverage("projects", [job("a"), job("c", "quotes")], registry)).toThrow(
      "The projects worker does not match the job registry: no handler for b; c not registered for projects",
    );
  });

  it("gives jobs only to services that exist", () => {
    expect(servicesWithJobs(JOB_REGISTRY).filter((service) => !(BACKEND_SERVICES as string[]).includes(service))).toEqual([]);
  });
});
