import { cp, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { paths } from "./paths";

/** The PostgreSQL server tests create their databases on; the user must be allowed to create databases. */
export const testAdminUrl = process.env.TEST_DATABASE_ADMIN_URL!;

/** A temporary copy of prisma/ (schema.prisma and migrations/) that a test may change. */
export async function copyPrismaFolder(): Promise<{ dir: string; schemaPath: string; migrationsDir: string }> {
  const dir = await mkdtemp(join(tmpdir(), "atelier-db-"));
  await cp(join(paths.packageRoot, "prisma"), dir, { recursive: true });
  return { dir, schemaPath: join(dir, "schema.prisma"), migrationsDir: join(dir, "migrations") };
}
