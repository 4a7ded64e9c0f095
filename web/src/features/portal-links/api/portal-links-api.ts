import { endpoints } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

/** A new link to the project's portal; its token is in portalUrl only in this answer. */
export const createPortalLink = (projectId: string) => callEndpoint(endpoints.createPortalLink, { params: { projectId } });

/** The link stops working at once. */
export const revokePortalLink = (linkId: string) => callEndpoint(endpoints.revokePortalLink, { params: { linkId } });
