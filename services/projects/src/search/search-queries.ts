import { SEARCH_GROUP_LIMIT, type ClientHit, type DocumentHit, type ItemHit, type ProjectHit, type RoomHit, type SupplierHit } from "@atelier/contracts";
import { Prisma, type PrismaClient } from "@atelier/db";

/**
 * The SQL of one search, per group. A text matches when the query is close to a word of it (pg_trgm's `<%`, which
 * forgives misspellings and uses the GIN trigram indexes) or appears in it as typed (ILIKE, for short fragments
 * that have too few trigrams to be similar to anything). Every query is scoped to one studio.
 */
export interface SearchTerms {
  query: string;
  studioId: string;
}

/** The lowest word similarity (0 to 1) that counts as a match: low enough for "kichen" to find "Main Kitchen". */
export const WORD_SIMILARITY_THRESHOLD = 0.45;

const containing = (query: string) => `%${query.replace(/[\\%_]/g, "\\$&")}%`;
const startingWith = (query: string) => `${query.replace(/[\\%_]/g, "\\$&")}%`;

function matches(column: string, { query }: SearchTerms): Prisma.Sql {
  const text = Prisma.raw(column);
  return Prisma.sql`(${query} <% ${text} OR ${text} ILIKE ${containing(query)})`;
}

/** Similarity, with the text's start typed out ranked above a fragment typed out, ranked above a likeness alone. */
function score(column: string, { query }: SearchTerms): Prisma.Sql {
  const text = Prisma.raw(column);
  return Prisma.sql`coalesce(word_similarity(${query}, ${text})
    + CASE WHEN ${text} ILIKE ${startingWith(query)} THEN 2 WHEN ${text} ILIKE ${containing(query)} THEN 1 ELSE 0 END, 0)`;
}

export function matchingProjects(prisma: PrismaClient, terms: SearchTerms) {
  const columns = ["p.title", "p.code", "p.client_name"];
  return prisma.$queryRaw<ProjectHit[]>`
    SELECT p.id, p.title, p.code, p.client_name AS "clientName"
    FROM projects p
    WHERE p.studio_id = ${terms.studioId}::uuid AND (${Prisma.join(columns.map((column) => matches(column, terms)), " OR ")})
    ORDER BY greatest(${Prisma.join(columns.map((column) => score(column, terms)))}) DESC, p.title
    LIMIT ${SEARCH_GROUP_LIMIT}`;
}

export function matchingRooms(prisma: PrismaClient, terms: SearchTerms) {
  return prisma.$queryRaw<RoomHit[]>`
    SELECT r.id, r.name, r.project_id AS "projectId", p.title AS "projectTitle"
    FROM rooms r JOIN projects p ON p.id = r.project_id
    WHERE p.studio_id = ${terms.studioId}::uuid AND ${matches("r.name", terms)}
    ORDER BY ${score("r.name", terms)} DESC, r.name
    LIMIT ${SEARCH_GROUP_LIMIT}`;
}

export function matchingItems(prisma: PrismaClient, terms: SearchTerms) {
  return prisma.$queryRaw<ItemHit[]>`
    SELECT i.id, i.name, i.room_id AS "roomId", r.name AS "roomName", r.project_id AS "projectId", p.title AS "projectTitle"
    FROM room_items i JOIN rooms r ON r.id = i.room_id JOIN projects p ON p.id = r.project_id
    WHERE p.studio_id = ${terms.studioId}::uuid AND ${matches("i.name", terms)}
    ORDER BY ${score("i.name", terms)} DESC, i.name
    LIMIT ${SEARCH_GROUP_LIMIT}`;
}

/** A client is their e-mail address, or their name on projects that give no address; newest project first. */
export function matchingClients(prisma: PrismaClient, terms: SearchTerms) {
  return prisma.$queryRaw<ClientHit[]>`
    SELECT
      (array_agg(p.client_name ORDER BY p.created_at DESC) FILTER (WHERE p.client_name IS NOT NULL))[1] AS name,
      (array_agg(p.client_email ORDER BY p.created_at DESC) FILTER (WHERE p.client_email IS NOT NULL))[1] AS email,
      json_agg(json_build_object('id', p.id, 'title', p.title, 'code', p.code) ORDER BY p.created_at DESC) AS projects
    FROM projects p
    WHERE p.studio_id = ${terms.studioId}::uuid AND (${matches("p.client_name", terms)} OR ${matches("p.client_email", terms)})
    GROUP BY lower(coalesce(p.client_email, p.client_name))
    ORDER BY max(greatest(${score("p.client_name", terms)}, ${score("p.client_email", terms)})) DESC, name
    LIMIT ${SEARCH_GROUP_LIMIT}`;
}

/**
 * Quotes (each number once, its latest version), purchase orders and deliveries by their numbers, a quote also by its
 * title and an order by its supplier's name; read from the quotes' and logistics' tables for the search only.
 */
export function matchingDocuments(prisma: PrismaClient, terms: SearchTerms) {
  return prisma.$queryRaw<DocumentHit[]>`
    SELECT kind, id, number, about, "projectId", "projectTitle" FROM (
      (
        SELECT DISTINCT ON (q.number) 'quote' AS kind, q.id, q.number, q.title AS about, q.project_id AS "projectId", p.title AS "projectTitle",
          greatest(${score("q.number", terms)}, ${score("q.title", terms)}) AS rank
        FROM quotes q JOIN projects p ON p.id = q.project_id
        WHERE q.studio_id = ${terms.studioId}::uuid AND (${matches("q.number", terms)} OR ${matches("q.title", terms)})
        ORDER BY q.number, q.version DESC
      )
      UNION ALL
      SELECT 'purchase-order', o.id, o.number, s.name, o.project_id, p.title, greatest(${score("o.number", terms)}, ${score("s.name", terms)})
      FROM purchase_orders o JOIN projects p ON p.id = o.project_id JOIN suppliers s ON s.id = o.supplier_id
      WHERE o.studio_id = ${terms.studioId}::uuid AND (${matches("o.number", terms)} OR ${matches("s.name", terms)})
      UNION ALL
      SELECT 'delivery', d.id, d.delivery_number, NULL, d.project_id, p.title, ${score("d.delivery_number", terms)}
      FROM deliveries d JOIN projects p ON p.id = d.project_id
      WHERE d.studio_id = ${terms.studioId}::uuid AND ${matches("d.delivery_number", terms)}
    ) AS documents
    ORDER BY rank DESC, number
    LIMIT ${SEARCH_GROUP_LIMIT}`;
}

/** The studio's suppliers by name or contact, archived ones too (they still name past orders). */
export function matchingSuppliers(prisma: PrismaClient, terms: SearchTerms) {
  return prisma.$queryRaw<SupplierHit[]>`
    SELECT s.id, s.name, s.contact_name AS "contactName", s.archived_at IS NOT NULL AS archived
    FROM suppliers s
    WHERE s.studio_id = ${terms.studioId}::uuid AND (${matches("s.name", terms)} OR ${matches("s.contact_name", terms)})
    ORDER BY greatest(${score("s.name", terms)}, ${score("s.contact_name", terms)}) DESC, s.name
    LIMIT ${SEARCH_GROUP_LIMIT}`;
}
