import { PORTAL_EVENTS, portalChangedEventSchema, SOCKET_COMMANDS, type WatchProjectAck } from "@atelier/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { PortalAccess } from "@/features/client-portal/api/client-portal-api";
import { connectPortalSocket } from "@/features/client-portal/api/portal-socket";
import { clientPortalQuery } from "./use-client-portal";

/**
 * While the portal is open, a quote sent, a meeting scheduled or a delivery updated shows without a
 * reload: the gateway signals a change and the page asks for its answer again. A new connection starts in
 * no room, so watching is asked on every connect, and after a reconnect the page refetches what it missed.
 * Only a link the portal answered is watched (`enabled`), so a wrong one is not tried twice against the
 * address's limit; a refused watch refetches, which shows the link has been revoked or has expired.
 */
export function usePortalLiveUpdates({ projectId, token }: PortalAccess, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const socket = connectPortalSocket();
    const refetch = () => void queryClient.invalidateQueries({ queryKey: clientPortalQuery({ projectId, token }).queryKey });
    let connectedBefore = false;
    socket.on("connect", () => {
      socket.emit(SOCKET_COMMANDS.watchPortal, { projectId, token }, ({ watching }: WatchProjectAck) => {
        if (!watching) refetch();
      });
      if (connectedBefore) refetch();
      connectedBefore = true;
    });
    socket.on(PORTAL_EVENTS.changed, (payload: unknown) => {
      const change = portalChangedEventSchema.safeParse(payload);
      if (change.success && change.data.projectId === projectId) refetch();
    });
    return () => {
      socket.disconnect();
    };
  }, [enabled, projectId, token, queryClient]);
}
