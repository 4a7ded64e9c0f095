import pg from "pg";

/** Runs `sql` on its own connection: several statements without params, or one with params, whose rows it answers. */
export async function runSql(databaseUrl: string, sql: string, params?: unknown[]): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(sql, params);
    return Array.isArray(result) ? [] : result.rows;
  } finally {
    await client.end();
  }
}
