import type { Router } from "express";
import type { ServiceDeps } from "@atelier/kit";
import { currentUser } from "./current-user";
import { login } from "./login";
import { logout } from "./logout";
import { register } from "./register";

export function authRoutes(router: Router, deps: ServiceDeps<unknown>): void {
  router.post("/api/register", register(deps));
  router.post("/api/login", login(deps));
  router.post("/api/logout", logout(deps));
  router.get("/api/user", currentUser(deps));
}
