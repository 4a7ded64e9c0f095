import { userSchema, type LoginRequest, type RegisterRequest, type User } from "@atelier/contracts";
import { apiRequest, isUnauthorizedError } from "./api";

/** The signed-in user, or null when there is no session. */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return userSchema.parse(await apiRequest("GET", "/api/user"));
  } catch (error) {
    if (isUnauthorizedError(error)) return null;
    throw new Error("Failed to fetch user", { cause: error });
  }
}

export async function logIn(credentials: LoginRequest): Promise<User> {
  return userSchema.parse(await apiRequest("POST", "/api/login", credentials));
}

export async function register(details: RegisterRequest): Promise<User> {
  return userSchema.parse(await apiRequest("POST", "/api/register", details));
}

export async function logOut(): Promise<void> {
  await apiRequest("POST", "/api/logout");
}
