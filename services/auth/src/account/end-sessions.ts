import { endUserSessions } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";

/** Ends the user's sessions but `keep` (null: all of them), and closes their open sockets on every gateway copy. */
export async function endSessions({ redis, emitter }: Pick<AuthDeps, "redis" | "emitter">, userId: string, keep: string | null): Promise<void> {
  const rooms = await endUserSessions(redis, userId, keep);
  if (rooms.length > 0) emitter.in(rooms).disconnectSockets(true);
}
