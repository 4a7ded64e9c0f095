import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct horse");
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("correct horse!", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("treats canonically equal Unicode the same", async () => {
    const hash = await hashPassword("caf\u00e9-pass");
    expect(await verifyPassword("cafe\u0301-pass", hash)).toBe(true);
  });

  it("refuses a malformed stored hash instead of throwing", async () => {
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
  });
});
