import type { PortalTokenResponse } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import { appOrigin, type AccessHandler, type Staff } from "@atelier/kit";
import type { PortalDeps } from "../config";
import { issuePortalLink } from "./issue-portal-link";

/** POST /api/projects/:id/portal-token: a new link for the project's client. */
export function createPortalLink({ prisma }: PortalDeps): AccessHandler<Staff, Project> {
  return async (req, res, { caller, record: project }) => {
    const { token, expiresAt } = await issuePortalLink(prisma, project.id, caller.userId);
    const answer: PortalTokenResponse = { portalUrl: `${appOrigin(req)}/client/${project.id}/${token}`, expiresAt: expiresAt.toISOString() };
    res.status(201).json(answer);
  };
}
