import { createHash, randomBytes } from "node:crypto";

/** A link's secret (a portal link, a password reset): 32 random bytes, base64url. Only its hash is stored. */
export const newLinkToken = (): string => randomBytes(32).toString("base64url");

/** SHA-256 (hex) of a link's token: what the database keeps, and what the link is looked up by. */
export const hashLinkToken = (token: string): string => createHash("sha256").update(token).digest("hex");

export const newPortalToken = newLinkToken;
export const hashPortalToken = hashLinkToken;
