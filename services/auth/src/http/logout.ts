import type { RequestHandler } from "express";
import { destroySession, sessionTokenFrom, type ServiceDeps } from "@atelier/kit";
import { clearSessionCookie } from "./session-cookie";

export function logout({ redis }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const token = sessionTokenFrom(req.headers.cookie);
    if (token) await destroySession(redis, token);
    clearSessionCookie(req, res);
    res.status(204).end();
  };
}
