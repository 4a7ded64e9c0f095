import { PORTAL_LINK_DAYS } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import { hashPortalToken, newPortalToken } from "@atelier/kit";

const DAY_MS = 24 * 3600 * 1000;

/** A new link to the project's portal, valid for 30 days; the token is returned this once and stored only hashed. */
export async function issuePortalLink(prisma: PrismaClient, projectId: string, createdById: string, now = new Date()) {
  const token = newPortalToken();
  const link = await prisma.portalToken.create({
    data: { projectId, createdById, tokenHash: hashPortalToken(token), expiresAt: new Date(now.getTime() + PORTAL_LINK_DAYS * DAY_MS) },
  });
  return { token, expiresAt: link.expiresAt };
}
