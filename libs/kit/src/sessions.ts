import { createHash, randomBytes } from "node:crypto";
import { parse, serialize } from "cookie";
import type { Redis } from "ioredis";
import type { Role } from "@atelier/contracts";

export const SESSION_COOKIE = "atelier_session";
export const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

export interface Session {
  userId: string;
  studioId: string;
  /** The member's role, rewritten in every session of theirs when it changes (setUserSessionsRole). */
  role: Role;
  createdAt: string;
}

/** Only a hash of the token is stored, so a copy of Redis can't be replayed as cookies. */
const idOf = (token: string) => createHash("sha256").update(token).digest("base64url");
const keyOfId = (id: string) => `session:${id}`;
const key = (token: string) => keyOfId(idOf(token));

/** The ids of a user's sessions, so a password change or reset can end the others (or all). */
const userSessionsKey = (userId: string) => `user-sessions:${userId}`;

/** The Socket.IO room of every socket opened with this session, so signing out can close them on any gateway copy. */
export const sessionRoom = (token: string) => `session:${idOf(token)}`;

export async function createSession(redis: Redis, data: Omit<Session, "createdAt">): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const session: Session = { ...data, createdAt: new Date().toISOString() };
  await redis
    .multi()
    .set(key(token), JSON.stringify(session), "EX", SESSION_TTL_SECONDS)
    .sadd(userSessionsKey(data.userId), idOf(token))
    .expire(userSessionsKey(data.userId), SESSION_TTL_SECONDS)
    .exec();
  return token;
}

/**
 * Ends every session of the user but `keep` (the token of the session asking, or null for all) and answers the
 * Socket.IO rooms of the ended ones, so their open sockets can be closed too.
 */
export async function endUserSessions(redis: Redis, userId: string, keep: string | null): Promise<string[]> {
  const kept = keep ? idOf(keep) : null;
  const ended = (await redis.smembers(userSessionsKey(userId))).filter((id) => id !== kept);
  if (ended.length === 0) return [];
  await redis
    .multi()
    .del(...ended.map(keyOfId))
    .srem(userSessionsKey(userId), ...ended)
    .exec();
  return ended.map((id) => `session:${id}`);
}

/** Gives every session of the user the role they now hold, keeping each session's expiry. */
export async function setUserSessionsRole(redis: Redis, userId: string, role: Role): Promise<void> {
  const keys = (await redis.smembers(userSessionsKey(userId))).map(keyOfId);
  if (keys.length === 0) return;
  const sessions = await redis.mget(...keys);
  const rewrite = redis.multi();
  sessions.forEach((raw, index) => {
    if (raw) rewrite.set(keys[index]!, JSON.stringify({ ...(JSON.parse(raw) as Session), role }), "KEEPTTL", "XX");
  });
  await rewrite.exec();
}

/**
 * Slides a session's expiry and its user's session list in one round trip, answering the session. The list's key
 * is named from the session, so it cannot be declared to Redis beforehand: fine on one Redis server, which is
 * what Atelier runs on (BullMQ's queues are not cluster-ready either).
 */
const READ_AND_SLIDE = `
local raw = redis.call("getex", KEYS[1], "ex", ARGV[1])
if not raw then return false end
local ok, session = pcall(cjson.decode, raw)
if ok and type(session) == "table" and type(session.userId) == "string" and session.role then
  local list = "${userSessionsKey("")}" .. session.userId
  redis.call("sadd", list, ARGV[2])
  redis.call("expire", list, ARGV[1])
end
return raw`;

/**
 * Reads a session and slides its expiry: an active user stays signed in. The user's session list slides with it,
 * and lists the session again, so a password change still finds a session kept alive past the list's first expiry
 * (or made before there were lists). Every request through the gateway asks this, so it is one round trip.
 */
export async function readSession(redis: Redis, token: string): Promise<Session | null> {
  const id = idOf(token);
  const raw = (await redis.eval(READ_AND_SLIDE, 1, keyOfId(id), SESSION_TTL_SECONDS, id)) as string | null;
  if (!raw) return null;
  const session = JSON.parse(raw) as Session;
  // Made before members had roles: whoever held it signs in again and gets their role.
  if (!session.role) return null;
  return session;
}

/** Which of the tokens' sessions still exist, without sliding them: an open socket is not a user's activity. */
export async function sessionsAlive(redis: Redis, tokens: readonly string[]): Promise<boolean[]> {
  if (tokens.length === 0) return [];
  const answers = await tokens.reduce((pipeline, token) => pipeline.exists(key(token)), redis.pipeline()).exec();
  return (answers ?? []).map(([error, exists]) => !error && exists === 1);
}

export async function destroySession(redis: Redis, token: string): Promise<void> {
  const raw = await redis.getdel(key(token));
  if (raw) await redis.srem(userSessionsKey((JSON.parse(raw) as Session).userId), idOf(token));
}

export function sessionTokenFrom(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  return parse(cookieHeader)[SESSION_COOKIE] ?? null;
}

export function sessionCookie(token: string, secure: boolean): string {
  return serialize(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: SESSION_TTL_SECONDS,
  });
}

export function clearedSessionCookie(secure: boolean): string {
  return serialize(SESSION_COOKIE, "", { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 0 });
}
