import { AUTH_MESSAGES, loginRequestSchema } from "@atelier/contracts";
import { createSession, parseInput, unauthorized, type AccessHandler, type ServiceDeps } from "@atelier/kit";
import type { PasswordHasher } from "../password";
import { findUserByEmail, toUserResponse } from "../users";
import { setSessionCookie } from "./session-cookie";

export function login({ prisma, redis }: ServiceDeps<unknown>, passwords: PasswordHasher): AccessHandler<null, undefined> {
  return async (req, res) => {
    const input = parseInput(loginRequestSchema, req.body);
    const user = await findUserByEmail(prisma, input.email);
    const valid = user ? await passwords.verify(input.password, user.passwordHash) : await passwords.verifyUnknownUser(input.password);
    if (!user || !valid) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    const token = await createSession(redis, { userId: user.id, studioId: user.studioId });
    setSessionCookie(req, res, token);
    res.json(toUserResponse(user));
  };
}
