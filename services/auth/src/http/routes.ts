import type { Router } from "express";
import { createObjectStorage, createUploadQuota, declareRoutes, publicRoute, staff, type ServiceDeps } from "@atelier/kit";
import type { AuthConfig } from "../config";
import { createPasswordHasher } from "../password";
import { studioSettingsRoutes } from "../studio-settings/routes";
import { currentUser } from "./current-user";
import { login } from "./login";
import { logout } from "./logout";
import { register } from "./register";

/** Every route of the auth service, each with its access rule. */
export function authRoutes(router: Router, deps: ServiceDeps<AuthConfig>): void {
  const passwords = createPasswordHasher(deps.config.PASSWORD_HASH_COST);
  const routes = declareRoutes(router);
  routes.post("/api/register", publicRoute("signing up is how a designer gets a session"), register(deps, passwords));
  routes.post("/api/login", publicRoute("signing in is how a designer gets a session"), login(deps, passwords));
  routes.post("/api/logout", publicRoute("signing out answers alike with or without a session"), logout(deps));
  routes.get("/api/user", staff(), currentUser(deps));
  const storage = createObjectStorage(deps.config);
  studioSettingsRoutes(routes, { ...deps, storage, quota: createUploadQuota(deps.config, deps.redis, storage) });
}
