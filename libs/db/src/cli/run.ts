import { parseArgs } from "node:util";
import { paths } from "../paths";

/** Runs a command's body; a failure prints its message alone and exits with status 1. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}

/** The server the schema tools work on: DATABASE_URL, an admin URL allowed to create and drop scratch databases. */
export function adminUrlFromEnv(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      "DATABASE_URL is not set. Give the URL of a PostgreSQL server and a user allowed to create databases, " +
        "e.g. DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres",
    );
  }
  return url;
}

/** `[--schema <file>] [--migrations <dir>] [positionals...]`; the options default to this package's own files. */
export function parseSchemaArgs(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { schema: { type: "string" }, migrations: { type: "string" } },
  });
  return {
    schemaPath: values.schema ?? paths.schema,
    migrationsDir: values.migrations ?? paths.migrations,
    positionals,
  };
}
