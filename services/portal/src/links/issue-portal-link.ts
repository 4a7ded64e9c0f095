import { PORTAL_LINK_DAYS } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import { hashPortalToken, newPortalToken, recordActivity } from "@atelier/kit";
import { portalLinkRecord } from "./portal-link-activity";

const DAY_MS = 24 * 3600 * 1000;

/** A new link to the project's portal, valid for 30 days; the token is returned this once and stored only hashed. */
export async function issuePortalLink(prisma: PrismaClient, projectId: string, createdById: string, now = new Date()) {
  const token = newPortalToken();
  const link = await prisma.$transaction(async (tx) => {
    const issued = await tx.portalToken.create({
      data: { projectId, createdById, tokenHash: hashPortalToken(token), expiresAt: new Date(now.getTime() + PORTAL_LINK_DAYS * DAY_MS) },
    });
    await recordActivity(tx, { projectId, record: portalLinkRecord(issued), action: "created" });
    return issued;
  });
  return { token, expiresAt: link.expiresAt };
}
