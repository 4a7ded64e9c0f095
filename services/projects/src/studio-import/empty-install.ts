import { STUDIO_IMPORT_MESSAGES } from "@atelier/contracts";
import type { Prisma, PrismaClient } from "@atelier/db";
import { conflict } from "@atelier/kit";

/**
 * A studio is restored only into an install that holds nothing else: the studio of the owner who signed up to import
 * it, with no project and no other member, and no other studio. Otherwise a 409: an import never merges into data.
 */
export async function assertEmptyInstall(db: PrismaClient | Prisma.TransactionClient, studioId: string): Promise<void> {
  const others = await db.studio.count({ where: { id: { not: studioId } } });
  const projects = await db.project.count();
  const members = await db.user.count();
  if (others > 0 || projects > 0 || members > 1) throw conflict(STUDIO_IMPORT_MESSAGES.notEmpty);
}
