import type { RequestHandler } from "express";
import { AUTH_MESSAGES } from "@atelier/contracts";
import { unauthorized, type ServiceDeps } from "@atelier/kit";
import { findUserById, toUserResponse } from "../users";

export function currentUser({ prisma }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const { userId } = req.identity;
    const user = userId ? await findUserById(prisma, userId) : null;
    if (!user) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
    res.json(toUserResponse(user));
  };
}
