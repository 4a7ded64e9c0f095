import { destroySession, sessionRoom, sessionTokenFrom, type AccessHandler } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { clearSessionCookie } from "./session-cookie";

export function logout({ redis, emitter }: AuthDeps): AccessHandler<null, undefined> {
  return async (req, res) => {
    const token = sessionTokenFrom(req.headers.cookie);
    if (token) {
      await destroySession(redis, token);
      // A signed-out browser must stop hearing job results and project events: its open sockets close now.
      emitter.in(sessionRoom(token)).disconnectSockets(true);
    }
    clearSessionCookie(req, res);
    res.status(204).end();
  };
}
