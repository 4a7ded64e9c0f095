import { z } from "zod";
import { clientPortalSchema, portalLinkSchema, portalTokenResponseSchema, resolvePortalTokenRequestSchema, resolvedPortalTokenSchema } from "../portal";
import { noContentSchema, ownedBy } from "./route";

/** The client's portal links and the portal's view of a project. */
export const portalEndpoints = ownedBy("portal", {
  /** A new portal link for the project's client; older links stay valid. The token is in portalUrl only this once. */
  createPortalLink: { method: "POST", path: "/api/projects/:projectId/portal-token", access: "staff", permission: "work.write", response: portalTokenResponseSchema },
  projectPortalLinks: { method: "GET", path: "/api/projects/:projectId/portal-tokens", access: "staff", permission: "work.read", response: z.array(portalLinkSchema) },
  revokePortalLink: { method: "DELETE", path: "/api/portal-tokens/:linkId", access: "staff", permission: "work.write", whileArchived: true, response: noContentSchema },
  /** The client's view of the project, through the link's token (no session). */
  clientPortal: { method: "GET", path: "/api/client-portal/:projectId/:token", access: "portal", response: clientPortalSchema },
  /** The gateway asks which valid link a token's hash is, to sign the portal caller it then forwards. */
  resolvePortalToken: {
    method: "POST",
    path: "/internal/portal-tokens/resolve",
    access: "internal",
    request: resolvePortalTokenRequestSchema,
    response: resolvedPortalTokenSchema,
  },
});
