import { endpoints } from "@atelier/contracts";
import type { Router } from "express";
import { createEmitter, createObjectStorage, createUploadQuota, declareRoutes, publicRoute, Queues, runServiceOutbox, staff, type ServiceDeps, studioPolicyReader } from "@atelier/kit";
import { changePasswordRoute } from "../account/change-password-route";
import { updateProfileRoute } from "../account/update-profile-route";
import type { AuthDeps } from "../auth-deps";
import type { AuthConfig } from "../config";
import { createPasswordHasher } from "../password";
import { requestPasswordResetRoute } from "../password-reset/request-password-reset-route";
import { resetPasswordRoute } from "../password-reset/reset-password-route";
import { studioSettingsRoutes } from "../studio-settings/routes";
import { teamRoutes } from "../team/team-routes";
import { currentUser } from "./current-user";
import { login } from "./login";
import { logout } from "./logout";
import { register } from "./register";

/** Every route of the auth service, each with its access rule. */
export function authRoutes(router: Router, service: ServiceDeps<AuthConfig>): void {
  const storage = createObjectStorage(service.config);
  const deps: AuthDeps = {
    ...service,
    storage,
    quota: createUploadQuota(service.config, service.redis, storage),
    passwords: createPasswordHasher(service.config.PASSWORD_HASH_COST),
    emitter: createEmitter(service.redis),
  };
  runServiceOutbox(service, new Queues(service.redis));
  const routes = declareRoutes(router, studioPolicyReader(service.prisma));
  routes.serve(endpoints.register, publicRoute("signing up is how a designer gets a session"), register(deps));
  routes.serve(endpoints.logIn, publicRoute("signing in is how a designer gets a session"), login(deps));
  routes.serve(endpoints.logOut, publicRoute("signing out answers alike with or without a session"), logout(deps));
  routes.serve(endpoints.forgotPassword, publicRoute("a designer who forgot their password has no session"), requestPasswordResetRoute(deps));
  routes.serve(endpoints.resetPassword, publicRoute("the mailed link's token is the proof, not a session"), resetPasswordRoute(deps));
  routes.serve(endpoints.currentUser, staff(), currentUser(deps));
  routes.serve(endpoints.updateProfile, staff(), updateProfileRoute(deps));
  routes.serve(endpoints.changePassword, staff(), changePasswordRoute(deps));
  studioSettingsRoutes(routes, deps);
  teamRoutes(routes, deps);
}
