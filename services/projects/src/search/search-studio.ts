import type { SearchResults } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import { matchingClients, matchingDocuments, matchingItems, matchingProjects, matchingRooms, matchingSuppliers, WORD_SIMILARITY_THRESHOLD } from "./search-queries";

/** The studio's projects, rooms, items, clients, documents (by number) and suppliers that match the query, each group closest first. */
export async function searchStudio(prisma: PrismaClient, studioId: string, query: string): Promise<SearchResults> {
  const terms = { studioId, query };
  // The threshold of `<%` is a setting, not an argument: set for this transaction only, so the indexes still serve.
  const [, projects, rooms, items, clients, documents, suppliers] = await prisma.$transaction([
    prisma.$queryRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
    matchingProjects(prisma, terms),
    matchingRooms(prisma, terms),
    matchingItems(prisma, terms),
    matchingClients(prisma, terms),
    matchingDocuments(prisma, terms),
    matchingSuppliers(prisma, terms),
  ]);
  return { projects, rooms, items, clients, documents, suppliers };
}
