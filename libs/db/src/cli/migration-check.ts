import { findSchemaDrift } from "../schema-drift";
import { adminUrlFromEnv, parseSchemaArgs, runCli } from "./run";

runCli(async () => {
  const { schemaPath, migrationsDir } = parseSchemaArgs(process.argv.slice(2));
  const drift = await findSchemaDrift(adminUrlFromEnv(), { schemaPath, migrationsDir });
  if (drift.onlyInSchema.length === 0 && drift.onlyInMigrations.length === 0) {
    console.log("The migrations match schema.prisma.");
    return;
  }
  throw new Error(
    [
      "The migrations do not match schema.prisma. Run `npm run -w @atelier/db migration:new <name>` and commit the result.",
      ...drift.onlyInSchema.map((line) => `  + ${line}    (schema.prisma has it; the migrations do not)`),
      ...drift.onlyInMigrations.map((line) => `  - ${line}    (the migrations have it; schema.prisma does not)`),
    ].join("\n"),
  );
});
