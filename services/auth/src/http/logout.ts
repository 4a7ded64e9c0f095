import { createEmitter, destroySession, sessionRoom, sessionTokenFrom, type AccessHandler, type ServiceDeps } from "@atelier/kit";
import { clearSessionCookie } from "./session-cookie";

export function logout({ redis }: ServiceDeps<unknown>): AccessHandler<null, undefined> {
  const emitter = createEmitter(redis);
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
