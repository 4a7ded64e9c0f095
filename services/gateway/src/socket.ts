import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import { Gauge, type Registry } from "prom-client";
import { Server, type Socket } from "socket.io";
import { SOCKET_COMMANDS, SOCKET_ROOMS, watchProjectSchema, type ClientEvents, type ServerEvents, type WatchProjectAck } from "@atelier/contracts";
import type { Redis } from "@atelier/kit/redis";
import { readSession, sessionRoom, sessionsAlive, sessionTokenFrom } from "@atelier/kit/sessions";
import { isPortalSocket, servePortalSocket, type PortalSocketDeps } from "./portal-socket";
import type { ProjectAccess } from "./project-access";
import type { TrustedOrigins } from "./trusted-origins";

export interface SocketDeps extends PortalSocketDeps {
  redis: Redis;
  /** The addresses a socket may be opened on and from (trusted-origins.ts). */
  origins: TrustedOrigins;
  canWatchProject: ProjectAccess;
  /** How often open sockets' sessions are checked: one that expired (14 days unused) or ended elsewhere is disconnected. */
  sessionCheckMs: number;
  /** Where the open sockets are counted (socketio_connections), read when scraped. */
  metrics: Registry;
}

/** Typed by the contracts' maps: what browsers may send, and what the gateway and every emitter may push to them. */
type SocketServer = Server<ClientEvents, ServerEvents>;
type Ack = (answer: WatchProjectAck) => void;
const ackOf = (ack: unknown): Ack => (typeof ack === "function" ? (ack as Ack) : () => undefined);

/** A sign-out between the handshake's check and joining the session's room would miss the socket: check again after. */
async function joinOwnRooms(socket: Socket<ClientEvents, ServerEvents>, redis: Redis): Promise<void> {
  const token = sessionTokenFrom(socket.request.headers.cookie) ?? "";
  await socket.join([sessionRoom(token), SOCKET_ROOMS.user(socket.data.userId), SOCKET_ROOMS.studio(socket.data.studioId)]);
  const session = await readSession(redis, token).catch(() => null);
  if (!session) socket.disconnect(true);
}

/**
 * Disconnects this gateway's sockets whose session no longer exists. Signing out and password changes close theirs at
 * once through the session's room; a session that expired in Redis tells nobody, so its sockets are checked here.
 */
async function disconnectEndedSessions(io: SocketServer, redis: Redis): Promise<void> {
  const sockets = [...io.of("/").sockets.values()].filter((socket) => typeof socket.data.sessionToken === "string");
  const alive = await sessionsAlive(redis, sockets.map((socket) => socket.data.sessionToken as string)).catch(() => null);
  // Redis unreachable: leave the sockets be rather than drop every client at once; the next check decides.
  if (!alive) return;
  sockets.forEach((socket, index) => !alive[index] && socket.disconnect(true));
}

/**
 * Socket.IO on the gateway's server. Messages published by any process through the Redis emitter
 * reach the clients of every gateway copy; a signed-in user joins `user:<id>` and `studio:<id>`, and
 * `project:<id>` on asking to watch a project of their studio. Each socket also joins its session's
 * room, which signing out disconnects. A client's portal page opens a portal socket instead (portal-socket.ts).
 */
export function attachSocketServer(httpServer: HttpServer, deps: SocketDeps): { io: SocketServer; close(): Promise<void> } {
  const pub = deps.redis.duplicate();
  const sub = deps.redis.duplicate();
  // Copies of the gateway's connection to the same Redis, which logs an outage once; they reconnect by themselves.
  for (const copy of [pub, sub]) copy.on("error", () => {});
  const io: SocketServer = new Server(httpServer, {
    path: "/socket.io",
    serveClient: false,
    adapter: createAdapter(pub, sub),
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      callback(null, deps.origins.isTrustedHost(req) && (!origin || deps.origins.isTrustedOrigin(origin, req)));
    },
  });

  new Gauge({
    name: "socketio_connections",
    help: "Sockets open on this gateway copy, designers' and portal clients' alike",
    registers: [deps.metrics],
    collect() {
      this.set(io.engine.clientsCount);
    },
  });

  io.use(async (socket, next) => {
    if (isPortalSocket(socket)) return next();
    try {
      const token = sessionTokenFrom(socket.request.headers.cookie);
      const session = token ? await readSession(deps.redis, token) : null;
      if (!session) return next(new Error("Not authenticated"));
      socket.data.userId = session.userId;
      socket.data.studioId = session.studioId;
      socket.data.role = session.role;
      socket.data.sessionToken = token;
      next();
    } catch (error) {
      next(error instanceof Error ? error : new Error(String(error)));
    }
  });

  io.on("connection", (socket) => {
    if (isPortalSocket(socket)) return servePortalSocket(socket, deps);
    void joinOwnRooms(socket, deps.redis);
    socket.on(SOCKET_COMMANDS.watchProject, async (payload: unknown, ack: unknown) => {
      const parsed = watchProjectSchema.safeParse(payload);
      const caller = { userId: socket.data.userId as string, studioId: socket.data.studioId as string, role: socket.data.role as string };
      const watching = parsed.success && (await deps.canWatchProject(caller, parsed.data.projectId).catch(() => false));
      if (watching) await socket.join(SOCKET_ROOMS.project(parsed.data.projectId));
      ackOf(ack)({ watching });
    });
    socket.on(SOCKET_COMMANDS.unwatchProject, async (payload: unknown) => {
      const parsed = watchProjectSchema.safeParse(payload);
      if (parsed.success) await socket.leave(SOCKET_ROOMS.project(parsed.data.projectId));
    });
  });

  const sessionCheck = setInterval(() => void disconnectEndedSessions(io, deps.redis), deps.sessionCheckMs).unref();

  return {
    io,
    /** Disconnects every client and ends the adapter's subscriptions before their connections close. */
    async close() {
      clearInterval(sessionCheck);
      await io.close();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
