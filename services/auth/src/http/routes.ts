import type { Router } from "express";
import type { ServiceDeps } from "@atelier/kit";
import type { AuthConfig } from "../config";
import { createPasswordHasher } from "../password";
import { currentUser } from "./current-user";
import { login } from "./login";
import { logout } from "./logout";
import { register } from "./register";

export function authRoutes(router: Router, deps: ServiceDeps<AuthConfig>): void {
  const passwords = createPasswordHasher(deps.config.PASSWORD_HASH_COST);
  router.post("/api/register", register(deps, passwords));
  router.post("/api/login", login(deps, passwords));
  router.post("/api/logout", logout(deps));
  router.get("/api/user", currentUser(deps));
}
