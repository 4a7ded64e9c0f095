import { AUTH_MESSAGES, type LoginRequest } from "@atelier/contracts";
import { createSession, unauthorized, type ServiceDeps } from "@atelier/kit";
import type { PasswordHasher } from "./password";
import { findMemberByEmail, type UserWithStudio } from "./users";

/** A designer with a new session: the session's token goes into their cookie. */
export interface SignedIn {
  user: UserWithStudio;
  token: string;
}

/** Opens a session (kept in Redis) for the user. */
export async function startSession({ redis }: Pick<ServiceDeps<unknown>, "redis">, user: UserWithStudio): Promise<SignedIn> {
  return { user, token: await createSession(redis, { userId: user.id, studioId: user.studioId, role: user.role }) };
}

/**
 * Signs in the designer with this e-mail and password. A wrong pair answers 401, and an unknown e-mail
 * takes as long to refuse as a known one, so the answer's time does not tell which addresses have accounts.
 */
export async function signIn(deps: Pick<ServiceDeps<unknown>, "prisma" | "redis">, passwords: PasswordHasher, { email, password }: LoginRequest): Promise<SignedIn> {
  const user = await findMemberByEmail(deps.prisma, email);
  const valid = user ? await passwords.verify(password, user.passwordHash) : await passwords.verifyUnknownUser(password);
  if (!user || !valid) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  return startSession(deps, user);
}
