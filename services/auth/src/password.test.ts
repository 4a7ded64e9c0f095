import { describe, expect, it } from "vitest";
import { createPasswordHasher } from "./password";

const hasher = createPasswordHasher(14);

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hasher.hash("correct horse");
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hasher.verify("correct horse", hash)).toBe(true);
    expect(await hasher.verify("correct horse!", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hasher.hash("same")).not.toBe(await hasher.hash("same"));
  });

  it("still verifies hashes made at an earlier cost after the cost rises", async () => {
    const old = await hasher.hash("kept-password");
    expect(await createPasswordHasher(15).verify("kept-password", old)).toBe(true);
  });

  it("treats canonically equal Unicode the same", async () => {
    const hash = await hasher.hash("caf\u00e9-pass");
    expect(await hasher.verify("cafe\u0301-pass", hash)).toBe(true);
  });

  it("refuses a malformed stored hash instead of throwing", async () => {
    expect(await hasher.verify("x", "md5$abc")).toBe(false);
  });

  it("never accepts an unknown user", async () => {
    expect(await hasher.verifyUnknownUser("anything")).toBe(false);
  });
});
