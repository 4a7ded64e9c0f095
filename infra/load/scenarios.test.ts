import { describe, expect, it } from "vitest";
import { endpoints } from "@atelier/contracts";
import { requestKey, SCENARIOS, userSetup } from "./scenarios";

const declared = new Set(Object.values(endpoints).map(({ method, path }) => `${method} ${path}`));
const records = { projectId: "3f1c2a8e-0d4b-4c8e-9a51-2b7d6e9f0a13", roomId: "8b2e4f6a-1c3d-4e5f-8a7b-9c0d1e2f3a4b" };

describe("the load scenarios", () => {
  const requests = SCENARIOS.flatMap((scenario) => Array.from({ length: 10 }, (_, pass) => scenario.pass(records, pass, 1)).flat());
  const setUp = [userSetup.register(1, "run"), userSetup.project(1), userSetup.room(records.projectId)];

  it("call only routes the route table declares, with their methods", () => {
    for (const request of [...requests, ...setUp]) expect(declared, requestKey(request)).toContain(requestKey(request));
  });

  it("give each request a pass makes a p95 limit, and no limit to a request none makes", () => {
    for (const scenario of SCENARIOS) {
      const made = new Set(Array.from({ length: 10 }, (_, pass) => scenario.pass(records, pass, 1)).flat().map(requestKey));
      expect(new Set(Object.keys(scenario.p95Ms)), scenario.name).toEqual(made);
    }
  });

  it("fill each path's parameters", () => {
    for (const request of [...requests, ...setUp]) expect(request.path, request.route).not.toMatch(/:[a-zA-Z]+|undefined/);
  });
});
