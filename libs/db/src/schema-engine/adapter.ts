import { PrismaPg } from "@prisma/adapter-pg";
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  type ErrorCapturingSqlMigrationAwareDriverAdapterFactory,
  type SqlDriverAdapter,
} from "@prisma/driver-adapter-utils";
import pg from "pg";
import { createScratchDatabase, type ScratchDatabase } from "../scratch-database";

const CHAR_OID = 18;
const TEXT_OID = 25;

export interface SchemaEngineAdapter {
  factory: ErrorCapturingSqlMigrationAwareDriverAdapterFactory;
  /** Ends every pool and drops every shadow database the engine left behind. */
  close(): Promise<void>;
}

/**
 * The driver adapter the schema engine works through. `adminUrl` must be allowed to create databases:
 * the engine replays migrations on a shadow database, created and dropped here.
 */
export function schemaEngineAdapter(adminUrl: string): SchemaEngineAdapter {
  const pools: pg.Pool[] = [];
  const shadows: ScratchDatabase[] = [];

  const connect = async (url: string): Promise<SqlDriverAdapter> => {
    const pool = poolHidingCharColumns(url);
    pools.push(pool);
    return runScriptsWhole(restoreCharColumns(await new PrismaPg(pool).connect()), pool);
  };

  const factory = bindMigrationAwareSqlAdapterFactory({
    provider: "postgres",
    adapterName: "@prisma/adapter-pg",
    connect: () => connect(adminUrl),
    // Not PrismaPg's own: given a connection string, it connects its "shadow" pool to the main database.
    connectToShadowDb: async () => {
      const shadow = await createScratchDatabase(adminUrl, "shadow");
      shadows.push(shadow);
      return connect(shadow.url);
    },
  });

  return {
    factory,
    close: async () => {
      await Promise.all(pools.filter((pool) => !pool.ended).map((pool) => pool.end()));
      await Promise.all(shadows.map((shadow) => shadow.drop()));
    },
  };
}

// adapter-pg 7.10 rejects columns of PostgreSQL's internal "char" type (OID 18), which the schema engine reads
// when it introspects the catalog (pg_constraint.contype and the like), while the engine wants them as
// characters. So the pool labels them text for the adapter, and the adapter's results label them characters
// again. adapter-pg hands the pool's rows array through unchanged, which ties the two together.
const charColumnsByRows = new WeakMap<unknown[], number[]>();

function poolHidingCharColumns(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url });
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<pg.QueryResult | pg.QueryResult[]>;
  pool.query = (async (...args: unknown[]) => {
    const result = await query(...args);
    for (const { fields, rows } of [result].flat()) {
      const charColumns = fields.flatMap((field, index) => (field.dataTypeID === CHAR_OID ? [index] : []));
      for (const index of charColumns) fields[index]!.dataTypeID = TEXT_OID;
      if (charColumns.length > 0) charColumnsByRows.set(rows, charColumns);
    }
    return result;
  }) as typeof pool.query;
  return pool;
}

function restoreCharColumns(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const queryRaw = adapter.queryRaw.bind(adapter);
  adapter.queryRaw = async (query) => {
    const result = await queryRaw(query);
    for (const index of charColumnsByRows.get(result.rows) ?? []) result.columnTypes[index] = ColumnTypeEnum.Character;
    return result;
  };
  return adapter;
}

/**
 * adapter-pg runs a script split at every ";", which cuts apart a function body between $$ quotes (the
 * append-only triggers' migration), so the shadow database could not replay it. PostgreSQL's simple query
 * protocol takes the script whole; a failure is reported as adapter-pg reports its own.
 */
function runScriptsWhole(adapter: SqlDriverAdapter, pool: pg.Pool): SqlDriverAdapter {
  const fail = (adapter as unknown as { onError(error: unknown): never }).onError.bind(adapter);
  adapter.executeScript = async (script) => {
    try {
      await pool.query(script);
    } catch (error) {
      fail(error);
    }
  };
  return adapter;
}
