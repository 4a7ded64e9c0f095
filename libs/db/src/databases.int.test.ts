import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ensureDatabase, urlOfDatabase } from "./databases";
import { runSql } from "./run-sql";
import { testAdminUrl } from "./test-support";

describe("ensureDatabase", () => {
  it("creates a missing database once and leaves an existing one alone", async () => {
    const name = `atelier_ensure_${randomBytes(4).toString("hex")}`;
    try {
      await ensureDatabase(testAdminUrl, name);
      await runSql(urlOfDatabase(testAdminUrl, name), "CREATE TABLE kept (id int)");
      await ensureDatabase(testAdminUrl, name);
      expect(await runSql(urlOfDatabase(testAdminUrl, name), "SELECT to_regclass('kept') IS NOT NULL AS kept")).toEqual([{ kept: true }]);
    } finally {
      await runSql(testAdminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });

  it("points a URL at another database on the same server", () => {
    expect(urlOfDatabase("postgresql://u:p@db.example:5432/postgres?sslmode=require", "atelier")).toBe(
      "postgresql://u:p@db.example:5432/atelier?sslmode=require",
    );
  });
});
