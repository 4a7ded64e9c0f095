import type { Request } from "express";
import { unauthorized } from "./http-error";

export interface Staff {
  userId: string;
  studioId: string;
}

/** The signed-in designer and their studio; every query for staff data is scoped by `studioId`. */
export function staffOf(req: Request): Staff {
  const { userId, studioId } = req.identity;
  if (!userId || !studioId) throw unauthorized();
  return { userId, studioId };
}
