import { z } from "zod";
import { text, uuid } from "./fields";

export const SEARCH_QUERY_LENGTH = { min: 2, max: 100 } as const;

/** Each group of an answer holds at most this many records, the closest matches first. */
export const SEARCH_GROUP_LIMIT = 8;

/** GET /api/search?q=…: the query string's parameters. */
export const searchRequestSchema = z.object({
  q: text("Type something to search for")
    .trim()
    .min(SEARCH_QUERY_LENGTH.min, `Type at least ${SEARCH_QUERY_LENGTH.min} characters`)
    .max(SEARCH_QUERY_LENGTH.max, `Must be at most ${SEARCH_QUERY_LENGTH.max} characters`),
});
export type SearchRequest = z.input<typeof searchRequestSchema>;

const projectHitSchema = z.object({ id: uuid, title: z.string(), code: z.string().nullable(), clientName: z.string().nullable() });

const roomHitSchema = z.object({ id: uuid, name: z.string(), projectId: uuid, projectTitle: z.string() });

const itemHitSchema = z.object({ id: uuid, name: z.string(), roomId: uuid, roomName: z.string(), projectId: uuid, projectTitle: z.string() });

/** One client of the studio (by e-mail, or by name when the projects give none) and the projects they are the client of. */
const clientHitSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  projects: z.array(z.object({ id: uuid, title: z.string(), code: z.string().nullable() })).min(1),
});

/** The documents a number finds: a quote (its latest version), a purchase order or a delivery. */
export const SEARCH_DOCUMENT_KINDS = ["quote", "purchase-order", "delivery"] as const;

/** A document by its number ("Q-2026-0007", "PO-2026-0003", "DEL-2026-012"), with what it is about. */
const documentHitSchema = z.object({
  kind: z.enum(SEARCH_DOCUMENT_KINDS),
  id: uuid,
  number: z.string(),
  /** A quote's title, a purchase order's supplier; null for a delivery. */
  about: z.string().nullable(),
  projectId: uuid,
  projectTitle: z.string(),
});

const supplierHitSchema = z.object({ id: uuid, name: z.string(), contactName: z.string().nullable(), archived: z.boolean() });

/** The caller's studio's records that match the query, each group ranked by similarity (misspellings and parts of words match). */
export const searchResultsSchema = z.object({
  projects: z.array(projectHitSchema),
  rooms: z.array(roomHitSchema),
  items: z.array(itemHitSchema),
  clients: z.array(clientHitSchema),
  documents: z.array(documentHitSchema),
  suppliers: z.array(supplierHitSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
export type ProjectHit = z.infer<typeof projectHitSchema>;
export type RoomHit = z.infer<typeof roomHitSchema>;
export type ItemHit = z.infer<typeof itemHitSchema>;
export type ClientHit = z.infer<typeof clientHitSchema>;
export type DocumentHit = z.infer<typeof documentHitSchema>;
export type SupplierHit = z.infer<typeof supplierHitSchema>;
