import type { RequestHandler } from "express";
import { AUTH_MESSAGES, loginRequestSchema } from "@atelier/contracts";
import { createSession, parseInput, unauthorized, type ServiceDeps } from "@atelier/kit";
import { DUMMY_HASH, verifyPassword } from "../password";
import { findUserByEmail, toUserResponse } from "../users";
import { setSessionCookie } from "./session-cookie";

export function login({ prisma, redis }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const input = parseInput(loginRequestSchema, req.body);
    const user = await findUserByEmail(prisma, input.email);
    // Hash even for an unknown e-mail, so timing does not tell which addresses have accounts.
    const valid = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !valid) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    const token = await createSession(redis, { userId: user.id, studioId: user.studioId });
    setSessionCookie(req, res, token);
    res.json(toUserResponse(user));
  };
}
