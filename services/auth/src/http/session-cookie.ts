import type { Request, Response } from "express";
import { clearedSessionCookie, sessionCookie } from "@atelier/kit";

/** Secure cookies whenever the gateway was reached over https. */
const isSecure = (req: Request) => req.headers["x-forwarded-proto"] === "https";

export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.append("Set-Cookie", sessionCookie(token, isSecure(req)));
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.append("Set-Cookie", clearedSessionCookie(isSecure(req)));
}
