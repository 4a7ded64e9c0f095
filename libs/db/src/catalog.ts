import pg from "pg";

/**
 * Everything about the public schema that a migration can change, one line per fact: tables, columns (type,
 * nullability, default), indexes, constraints (keys, foreign keys with their actions, checks), enums and sequences.
 * Two databases with the same lines have the same structure. Prisma's own `_prisma_migrations` table is left out.
 */
export async function describeCatalog(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const lines: string[] = [];
    for (const sql of CATALOG_QUERIES) {
      const { rows } = await client.query<{ line: string }>(sql);
      lines.push(...rows.map((row) => row.line));
    }
    return lines.sort();
  } finally {
    await client.end();
  }
}

// Enum labels are compared as a set, as Prisma's differ does: reordering values in schema.prisma needs no migration.
const CATALOG_QUERIES = [
  `SELECT format('relation %s (%s)', c.relname, c.relkind) AS line
     FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
      AND c.relname <> '_prisma_migrations'`,
  `SELECT format('column %s.%s %s%s%s%s', c.relname, a.attname, format_type(a.atttypid, a.atttypmod),
                 CASE WHEN a.attnotnull THEN ' not null' ELSE ' null' END,
                 CASE WHEN d.adbin IS NULL THEN '' ELSE ' default ' || pg_get_expr(d.adbin, d.adrelid) END,
                 CASE WHEN a.attidentity <> '' THEN ' identity ' || a.attidentity::text ELSE '' END
                   || CASE WHEN a.attgenerated <> '' THEN ' generated ' || a.attgenerated::text ELSE '' END) AS line
     FROM pg_attribute a
     JOIN pg_class c ON c.oid = a.attrelid
     LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
      AND c.relname <> '_prisma_migrations' AND a.attnum > 0 AND NOT a.attisdropped`,
  `SELECT format('index %s', indexdef) AS line FROM pg_indexes
    WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
  `SELECT format('constraint %s.%s %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) AS line
     FROM pg_constraint
    WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text <> '_prisma_migrations'`,
  `SELECT format('enum %s (%s)', t.typname, string_agg(e.enumlabel, ', ' ORDER BY e.enumlabel)) AS line
     FROM pg_type t
     JOIN pg_enum e ON e.enumtypid = t.oid
    WHERE t.typnamespace = 'public'::regnamespace
    GROUP BY t.typname`,
  `SELECT format('sequence %s %s increment %s', sequencename, data_type, increment_by) AS line
     FROM pg_sequences
    WHERE schemaname = 'public'`,
];
