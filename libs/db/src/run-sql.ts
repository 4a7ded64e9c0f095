import pg from "pg";

/** Runs `sql` (one or more statements) on its own connection. */
export async function runSql(databaseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
