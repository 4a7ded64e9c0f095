import { toDateOnly, type PortalToken } from "@atelier/db";

/** A portal link by the day it stops working: its token is never shown again, nor kept. */
export const portalLinkRecord = (link: Pick<PortalToken, "id" | "expiresAt">) => ({ type: "portal-link" as const, id: link.id, label: `valid until ${toDateOnly(link.expiresAt)}` });
