import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  // Not env("DATABASE_URL"): that throws when the variable is unset, and `prisma generate` needs no database.
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
