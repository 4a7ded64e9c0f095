import { describe, expect, it } from "vitest";
import { memberAllows, memberPermissions, memberRefusal, PERMISSIONS, POLICY_REFUSALS, ROLE_PERMISSIONS, roleAllows, roleRefusal, ROLES, type Permission } from "./permissions";

const holders = (permission: Permission) => ROLES.filter((role) => roleAllows(role, permission));

describe("the permission table", () => {
  it("gives the owner everything, and ownership's transfer and the studio's whole export to the owner alone", () => {
    expect([...ROLE_PERMISSIONS.owner].sort()).toEqual(Object.keys(PERMISSIONS).sort());
    expect(holders("team.transfer")).toEqual(["owner"]);
    expect(holders("studio.export")).toEqual(["owner"]);
  });

  it("keeps the studio's settings and team to its owner and admins, and its accounts to them and the bookkeeper", () => {
    expect(holders("studio.manage")).toEqual(["owner", "admin"]);
    expect(holders("team.manage")).toEqual(["owner", "admin"]);
    expect(holders("activity.read")).toEqual(["owner", "admin"]);
    expect(holders("accounts.read")).toEqual(["owner", "admin", "bookkeeper"]);
    expect(holders("accounts.write")).toEqual(["owner", "admin", "bookkeeper"]);
  });

  it("lets everyone but a viewer and a bookkeeper change the work, and never shows a viewer what the studio pays", () => {
    expect(holders("work.write")).toEqual(["owner", "admin", "designer"]);
    expect(holders("costs.read")).not.toContain("viewer");
    expect([...ROLE_PERMISSIONS.viewer].sort()).toEqual(["own.account", "work.read"]);
  });

  it("says which role was refused and what for", () => {
    expect(roleRefusal("bookkeeper", "work.write")).toBe("Your role (Bookkeeper) does not allow this: change projects and their work");
  });

  it("lets a studio keep costs from its designers, and from no one else", () => {
    const withheld = { designersSeeCosts: false };
    expect(ROLES.filter((role) => memberAllows(role, "costs.read", withheld))).toEqual(["owner", "admin", "bookkeeper"]);
    expect(memberAllows("designer", "costs.read", { designersSeeCosts: true })).toBe(true);
    expect(memberPermissions("designer", withheld)).toEqual(["own.account", "work.read", "work.write"]);
    expect(memberRefusal("designer", "costs.read")).toBe(POLICY_REFUSALS.costs);
    expect(memberRefusal("viewer", "costs.read")).toBe(roleRefusal("viewer", "costs.read"));
  });
});
