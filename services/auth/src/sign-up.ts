import type { RegisterRequest } from "@atelier/contracts";
import type { ServiceDeps } from "@atelier/kit";
import type { PasswordHasher } from "./password";
import { startSession, type SignedIn } from "./sign-in";
import { registerUser } from "./users";

/** A new designer owning a new studio, signed in. */
export async function signUp(deps: Pick<ServiceDeps<unknown>, "prisma" | "redis">, passwords: PasswordHasher, input: RegisterRequest): Promise<SignedIn> {
  return startSession(deps, await registerUser(deps.prisma, passwords, input));
}
