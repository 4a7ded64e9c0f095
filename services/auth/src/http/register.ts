import { registerRequestSchema } from "@atelier/contracts";
import { createSession, parseInput, type AccessHandler, type ServiceDeps } from "@atelier/kit";
import type { PasswordHasher } from "../password";
import { registerUser, toUserResponse } from "../users";
import { setSessionCookie } from "./session-cookie";

export function register({ prisma, redis }: ServiceDeps<unknown>, passwords: PasswordHasher): AccessHandler<null, undefined> {
  return async (req, res) => {
    const input = parseInput(registerRequestSchema, req.body);
    const user = await registerUser(prisma, passwords, input);
    const token = await createSession(redis, { userId: user.id, studioId: user.studioId });
    setSessionCookie(req, res, token);
    res.status(201).json(toUserResponse(user));
  };
}
