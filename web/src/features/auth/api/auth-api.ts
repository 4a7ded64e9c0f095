import { endpoints, type LoginRequest, type RegisterRequest, type User } from "@atelier/contracts";
import { clearApiCache } from "@/features/offline-cache/lib/clear-api-cache";
import { isUnauthorizedError } from "@/lib/api";
import { callEndpoint } from "@/lib/endpoint-client";

/** The signed-in user, or null when there is no session (and then no answer kept for use offline stays). */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await callEndpoint(endpoints.currentUser);
  } catch (error) {
    if (isUnauthorizedError(error)) {
      await clearApiCache();
      return null;
    }
    throw new Error("Failed to fetch user", { cause: error });
  }
}

export const logIn = (credentials: LoginRequest) => callEndpoint(endpoints.logIn, { body: credentials });

export const register = (details: RegisterRequest) => callEndpoint(endpoints.register, { body: details });

export const logOut = () => callEndpoint(endpoints.logOut);
