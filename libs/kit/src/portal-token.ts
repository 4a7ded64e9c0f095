import { createHash, randomBytes } from "node:crypto";

/** A portal link's secret: 32 random bytes, base64url. Only its hash is stored. */
export const newPortalToken = (): string => randomBytes(32).toString("base64url");

/** SHA-256 (hex) of a token: what the database keeps, and what the gateway looks a link up by. */
export const hashPortalToken = (token: string): string => createHash("sha256").update(token).digest("hex");
