import { MEMBER_EVENTS, SOCKET_ROOMS } from "@atelier/contracts";
import type { ServerEmitter } from "@atelier/kit";

/** Tells the member's open tabs and devices that their role changed, so each asks who they are again. */
export function tellMemberTheyChanged(emitter: ServerEmitter, memberId: string): void {
  emitter.to(SOCKET_ROOMS.user(memberId)).emit(MEMBER_EVENTS.changed, {});
}

/** Tells every member's open tabs that what the studio lets its roles see changed (who sees costs). */
export function tellStudioAccessChanged(emitter: ServerEmitter, studioId: string): void {
  emitter.to(SOCKET_ROOMS.studio(studioId)).emit(MEMBER_EVENTS.changed, {});
}
