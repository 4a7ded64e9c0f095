import type { PrismaClient } from "@atelier/db";
import type { ExportedEntity } from "./exported-entities";

const PAGE_ROWS = 1000;

/** A row as the export writes it: as JSON, and as the text of each column for its CSV line. */
export interface ExportedRow {
  json: string;
  cells: Array<string | null>;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A column of the table, with its type's name (for a key's value sent back as a parameter). */
export interface Column {
  name: string;
  type: string;
}

/** The table's columns in the order it keeps them, less those the entity leaves out. */
export async function columnsOf(prisma: PrismaClient, entity: ExportedEntity): Promise<Column[]> {
  const columns = await prisma.$queryRaw<Array<{ name: string; type: string }>>`
    SELECT column_name AS name, udt_name AS type FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${entity.table} ORDER BY ordinal_position`;
  return columns.filter((column) => !entity.omit?.includes(column.name));
}

/** The columns that order the table's rows and page through them: its id, or its composite key. */
const orderOf = (columns: readonly Column[]) => {
  const id = columns.filter((column) => column.name === "id");
  return id.length > 0 ? id : columns.filter((column) => ["studio_id", "project_id", "name", "category"].includes(column.name));
};

/**
 * The studio's rows of the table, a page at a time in key order, each as Postgres writes it: values exact (amounts
 * keep their cents), columns in the table's order. Reading by key, not by offset, keeps each page as quick as the first.
 */
export async function* entityRows(prisma: PrismaClient, entity: ExportedEntity, columns: readonly Column[], studioId: string): AsyncGenerator<ExportedRow> {
  const order = orderOf(columns);
  const orderList = order.map((column) => quoted(column.name)).join(", ");
  const afterLast = ` AND (${orderList}) > (${order.map((column, index) => `$${index + 2}::${quoted(column.type)}`).join(", ")})`;
  const keys = order.map((column) => `x.${quoted(column.name)}::text AS ${quoted(`key_${column.name}`)}`).join(", ");
  let after: string[] | null = null;
  for (;;) {
    const rows: Array<ExportedRow & Record<string, string>> = await prisma.$queryRawUnsafe(
      `SELECT row_to_json(x)::text AS json, ARRAY(SELECT value FROM json_each_text(row_to_json(x))) AS cells, ${keys}
       FROM (SELECT ${columns.map((column) => quoted(column.name)).join(", ")} FROM ${quoted(entity.table)}
             WHERE (${entity.where})${after ? afterLast : ""} ORDER BY ${orderList} LIMIT ${PAGE_ROWS}) x
       ORDER BY ${order.map((column) => `x.${quoted(column.name)}`).join(", ")}`,
      studioId,
      ...(after ?? []),
    );
    for (const row of rows) yield { json: row.json, cells: row.cells };
    if (rows.length < PAGE_ROWS) return;
    const last = rows[rows.length - 1]!;
    after = order.map((column) => last[`key_${column.name}`]!);
  }
}
