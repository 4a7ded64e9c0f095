import type { Endpoints } from "@atelier/contracts";
import type { AccessHandler, RouteHandler, ServiceDeps, Staff } from "@atelier/kit";
import { preferencesOf, savePreferences } from "./preferences";

/** GET /api/notifications/preferences: in-app and e-mail for every kind, the defaults where the caller chose nothing. */
export function getPreferences({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, undefined> {
  return async (_req, res, { caller }) => {
    res.json(await preferencesOf(prisma, caller.userId));
  };
}

/** PUT /api/notifications/preferences: the kinds named change, and the whole set is answered. */
export function updatePreferences({ prisma }: ServiceDeps<unknown>): RouteHandler<Endpoints["updateNotificationPreferences"], Staff, undefined> {
  return async (_req, res, { caller, body: { preferences } }) => {
    res.json(await savePreferences(prisma, caller.userId, preferences));
  };
}
