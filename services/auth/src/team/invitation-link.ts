import { TEAM_MESSAGES } from "@atelier/contracts";
import { fieldRefused, hashLinkToken } from "@atelier/kit";

export const invalidInvitation = () => fieldRefused("token", TEAM_MESSAGES.invitationInvalid);

/** The invitation a link's token opens while it works: not accepted, revoked or expired. */
export const openInvitationWhere = (token: string) => ({ tokenHash: hashLinkToken(token), acceptedAt: null, revokedAt: null, expiresAt: { gt: new Date() } });
